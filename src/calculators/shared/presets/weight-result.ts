import { out } from '../../../engine/index.ts';

/* A weight to buy or spread (meat, seed, fertiliser), in kilograms (pounds for imperial) with grams and ounces. */
export const weightResult = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'mass',
    unit: 'kg',
    imperialUnit: 'lb',
    units: ['kg', 'g', 'lb', 'oz'],
    digits: 3,
  });
