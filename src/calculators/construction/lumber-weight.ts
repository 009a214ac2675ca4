import { defineCalculator, out, percent, select } from '../../engine/index.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { woodDensity, woodDensityChoices, woodDensityTable } from '../shared/building/wood-density.ts';
import { pieceCount } from '../shared/presets/concrete-order.ts';
import { lumberDimension, pieceLength } from '../shared/presets/lumber-fields.ts';

const weightOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb', 't', 'ton'] });

export default defineCalculator({
  inputs: {
    species: select({ label: 'Species', options: woodDensityChoices, default: 'douglas-fir' }),
    thickness: lumberDimension(
      'Thickness (actual)',
      1.5,
      'As measured: a 2 × 4 is 1.5 × 3.5 in once dried and planed (PS 20).',
    ),
    width: lumberDimension('Width (actual)', 3.5),
    length: pieceLength('Length of each piece', 8),
    count: pieceCount('Number of pieces', 1),
    moisture: percent({
      label: 'Moisture content',
      help: 'Kiln-dried lumber is about 12–19 %; green (wet) lumber 30–100 % or more.',
      default: 12,
      min: 0,
      max: 200,
    }),
  },
  outputs: {
    total: weightOutput('Weight of all pieces', true),
    perPiece: weightOutput('Weight of one piece'),
    density: out.number({
      label: 'Density at this moisture',
      unitFamily: 'density',
      unit: 'kgm3',
      imperialUnit: 'lbft3',
      units: ['kgm3', 'lbft3'],
    }),
    volume: out.number({
      label: 'Wood volume',
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'ft3',
      units: ['m3', 'ft3', 'bdft'],
    }),
  },
  compute: ({ species, thickness, width, length, count, moisture }) => {
    const density = woodDensity(species, moisture);
    const perPieceVolume = boxVolume(thickness, width, length);
    return {
      total: perPieceVolume * count * density,
      perPiece: perPieceVolume * density,
      density,
      volume: perPieceVolume * count,
    };
  },
  examples: [
    {
      inputs: { species: 'douglas-fir', moisture: 12 },
      expect: { density: { value: 34, unit: 'lbft3' } },
      // In kg/m³ (0.5 lb/ft³): the source rounds to the pound.
      tolerance: 8,
      source:
        'Oregon State University, "Table of relative working and physical properties": Douglas-fir, specific gravity 0.48 at 12 % moisture, average air-dry shipping weight 34 lb/ft³',
    },
    {
      inputs: {
        species: 'larch-western',
        moisture: 12,
        thickness: { value: 12, unit: 'in' },
        width: { value: 12, unit: 'in' },
        length: { value: 1, unit: 'ft' },
        count: 10,
      },
      expect: { total: { value: 360, unit: 'lb' } },
      // In kg (5 lb for ten cubic feet): the source rounds to the pound per cubic foot.
      tolerance: 2.3,
      source:
        'Oregon State University, "Table of relative working and physical properties": western larch, specific gravity 0.52 at 12 %, air-dry shipping weight 36 lb/ft³, so ten cubic feet weigh about 360 lb',
    },
  ],
  datedTables: [woodDensityTable],
});
