import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { groundPerPlant, rowSpacing } from '../shared/garden/spacing.ts';

export default defineCalculator({
  inputs: {
    area: number({
      label: 'Bed area',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2', 'yd2'],
      default: 10,
      min: 0.01,
      max: 100_000,
    }),
    spacing: number({
      label: 'Spacing between plants (on centre)',
      help: 'From the plant label: the distance from one plant to the next.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'm', 'in', 'ft'],
      default: 30,
      min: 1,
      max: 3000,
    }),
    pattern: radio({
      label: 'Planting pattern',
      options: [
        { value: 'square', label: 'Square grid (rows and columns)' },
        { value: 'triangular', label: 'Triangular (staggered rows)' },
      ],
      default: 'triangular',
    }),
  },
  outputs: {
    plants: out.integer({ label: 'Plants needed', primary: true, suffix: 'plants' }),
    perArea: out.number({
      label: 'Plants per square metre',
      digits: 3,
      suffix: 'per m²',
    }),
    rows: out.number({
      label: 'Distance between rows',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'm', 'in', 'ft'],
      digits: 3,
    }),
  },
  compute: ({ area, spacing, pattern }) => {
    const each = groundPerPlant(spacing, pattern);
    return { plants: Math.round(area / each), perArea: 1 / each, rows: rowSpacing(spacing, pattern) };
  },
  examples: [
    {
      inputs: { area: { value: 100, unit: 'ft2' }, spacing: { value: 6, unit: 'in' }, pattern: 'square' },
      expect: { plants: 400 },
      source: 'Glover Perennials, "Groundcover spacing chart": 100 sq ft at 6 in spacing needs 400 plants',
    },
    {
      inputs: { area: { value: 60, unit: 'ft2' }, spacing: { value: 18, unit: 'in' }, pattern: 'square' },
      expect: { plants: 27 },
      source:
        'Wenke Greenhouses, "Groundcover spacing": 18 in spacing has a multiplier of 0.44 plants per sq ft (144 ÷ 18² = 0.444); 60 sq ft × 0.444 = 26.7, about 27 plants (the chart\'s rounded 0.44 gives 26.4)',
    },
    {
      inputs: { area: { value: 100, unit: 'ft2' }, spacing: { value: 12, unit: 'in' }, pattern: 'triangular' },
      expect: { plants: 115, rows: { value: 10.392, unit: 'in' } },
      tolerance: 1e-4,
      source:
        'Bloomin Designs, "How many plants do you need?": 100 sq ft at 12 in needs 100 plants in a grid; in an equilateral triangular pattern about 15 % more (115), with rows 12 × 0.866 = 10.39 in apart',
    },
  ],
});
