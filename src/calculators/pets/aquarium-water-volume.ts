import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { bodyMassOutput } from '../shared/presets/body-fields.ts';
import { freshWaterKg, TANK_SHAPES, tankVolume, type TankShape } from '../shared/pets/aquarium.ts';

const SHAPES = Object.keys(TANK_SHAPES) as TankShape[];
const TANK_UNITS = {
  unitFamily: 'length',
  unit: 'cm',
  imperialUnit: 'in',
  units: ['cm', 'mm', 'm', 'in', 'ft'],
} as const;
const tankField = (label: string, help: string, cm: number) =>
  number({ label, help, ...TANK_UNITS, default: cm, min: 1, max: 1000 });

export default defineCalculator({
  inputs: {
    shape: select({
      label: 'Tank shape',
      options: SHAPES.map((value) => ({ value, label: TANK_SHAPES[value].label })),
      default: 'rectangle',
    }),
    length: tankField(
      'Length, diameter or side',
      'Inside measurement: the length of a rectangular tank, the diameter of a round one, one side of a hexagon or the straight side of a corner tank.',
      60,
    ),
    width: tankField('Width (rectangular tanks)', 'Inside, front to back.', 30),
    depth: tankField('Water depth', 'From the bottom to the water surface, not the rim.', 35),
    emptyWeight: number({
      label: 'Empty tank weight (optional)',
      help: "From the maker's sheet; add gravel and decor if you know them.",
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      default: 0,
      min: 0,
      max: 5000,
    }),
  },
  outputs: {
    volume: out.number({
      label: 'Water volume',
      primary: true,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'gal', 'impgal', 'm3'],
      digits: 4,
    }),
    waterWeight: bodyMassOutput('Weight of the water'),
    filledWeight: bodyMassOutput('Filled tank weight'),
  },
  compute: ({ shape, length, width, depth, emptyWeight }) => {
    const volume = tankVolume(shape, { length, width, depth });
    const waterWeight = freshWaterKg(volume);
    return { volume, waterWeight, filledWeight: waterWeight + emptyWeight };
  },
  examples: [
    {
      inputs: {
        shape: 'rectangle',
        length: { value: 30, unit: 'in' },
        width: { value: 12, unit: 'in' },
        depth: { value: 12, unit: 'in' },
      },
      expect: { volume: { value: 18.7, unit: 'gal' } },
      tolerance: 1e-5,
      source:
        'NIST SP 811, B.8: 1 US gallon = 231 in³; a "20 long" tank 30 × 12 × 12 in holds 4,320 ÷ 231 = 18.70 US gallons when filled to the rim',
    },
    {
      inputs: { shape: 'rectangle', length: 100, width: 40, depth: 50, emptyWeight: 40 },
      expect: { volume: { value: 200, unit: 'l' }, waterWeight: 199.6, filledWeight: 239.6 },
      tolerance: 1e-9,
      source:
        'SI Brochure: 1 L = 1,000 cm³, so 100 × 40 × 50 cm = 200 L; CRC Handbook: water at 20 °C is 0.998 kg/L, 199.6 kg, plus a 40 kg tank',
    },
    {
      inputs: { shape: 'cylinder', length: 50, depth: 60 },
      expect: { volume: { value: 117.81, unit: 'l' } },
      tolerance: 1e-5,
      source:
        'CRC Standard Mathematical Tables, cylinder V = πr²h: r = 25 cm, h = 60 cm → π × 625 × 60 = 117,810 cm³ = 117.8 L',
    },
  ],
});
