import { number } from '../../../engine/index.ts';

/* The area of a lawn, bed or field: square metres to start (square feet for imperial), up to acres and hectares. */
export const lawnAreaField = (label: string, defaultSquareMetres: number) =>
  number({
    label,
    unitFamily: 'area',
    unit: 'm2',
    imperialUnit: 'ft2',
    units: ['m2', 'ft2', 'yd2', 'acre', 'ha'],
    default: defaultSquareMetres,
    min: 0.1,
    max: 10_000_000,
  });
