import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { averageDepth, poolSurfaceArea } from '../shared/garden/pool.ts';

const poolLength = (label: string, metres: number, help: string) =>
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['m', 'cm', 'ft', 'in'],
    default: metres,
    min: 0.1,
    max: 100,
  });
const poolDepth = (label: string, metres: number) =>
  number({
    label,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['m', 'cm', 'ft', 'in'],
    default: metres,
    min: 0.05,
    max: 10,
  });

export default defineCalculator({
  inputs: {
    shape: radio({
      label: 'Pool shape',
      options: [
        { value: 'rectangle', label: 'Rectangle or square' },
        { value: 'round', label: 'Round' },
        { value: 'oval', label: 'Oval' },
      ],
      default: 'rectangle',
    }),
    length: poolLength('Length (diameter of a round pool)', 10, 'Measure inside the walls.'),
    width: poolLength('Width', 5, 'Not used for a round pool.'),
    shallow: poolDepth('Water depth at the shallow end', 1),
    deep: poolDepth('Water depth at the deep end', 2),
  },
  outputs: {
    volume: out.number({
      label: 'Water in the pool',
      primary: true,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'm3', 'gal', 'impgal', 'ft3'],
      digits: 4,
    }),
    surface: out.number({
      label: 'Water surface',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
      digits: 4,
    }),
    depth: out.number({
      label: 'Average depth',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'in'],
      digits: 3,
    }),
  },
  compute: ({ shape, length, width, shallow, deep }) => {
    const surface = poolSurfaceArea(shape, length, width);
    const depth = averageDepth(shallow, deep);
    return { volume: surface * depth, surface, depth };
  },
  examples: [
    {
      inputs: {
        shape: 'rectangle',
        length: { value: 40, unit: 'ft' },
        width: { value: 20, unit: 'ft' },
        shallow: { value: 3, unit: 'ft' },
        deep: { value: 8, unit: 'ft' },
      },
      expect: { volume: { value: 33_000, unit: 'gal' }, depth: { value: 5.5, unit: 'ft' } },
      tolerance: 0.35,
      source:
        'Rix Pool and Spa, "How do I calculate my pool volume?": a 20 × 40 ft pool from 3 to 8 ft deep holds 20 × 40 × 5.5 × 7.5 = 33,000 gal (the rule rounds 7.48 gal/ft³ to 7.5, so the exact 32,914 gal is within 0.3 %)',
    },
    {
      inputs: {
        shape: 'round',
        length: { value: 24, unit: 'ft' },
        shallow: { value: 4, unit: 'ft' },
        deep: { value: 4, unit: 'ft' },
      },
      expect: { volume: { value: 13_600, unit: 'gal' } },
      tolerance: 0.25,
      source:
        'Rix Pool and Spa: a 24 ft round pool 4 ft deep holds 24 × 24 × 4 × 5.9 = 13,600 gal rounded (5.9 rounds π/4 × 7.48 = 5.875; exact 13,536 gal)',
    },
    {
      inputs: {
        shape: 'oval',
        length: { value: 33, unit: 'ft' },
        width: { value: 18, unit: 'ft' },
        shallow: { value: 4, unit: 'ft' },
        deep: { value: 4, unit: 'ft' },
      },
      expect: { volume: { value: 14_018, unit: 'gal' }, surface: { value: 466.5, unit: 'ft2' } },
      tolerance: 0.23,
      source:
        'InternetDict, "How many gallons does my pool hold?": an oval pool holds length × width × average depth × 5.9 gal, here 33 × 18 × 4 × 5.9 = 14,018 gal; its surface is π/4 × 33 × 18 = 466.5 ft²',
    },
  ],
});
