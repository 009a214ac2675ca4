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
});
