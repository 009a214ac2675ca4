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
  datedTables: [woodDensityTable],
});
