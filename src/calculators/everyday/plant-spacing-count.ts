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
});
