import { number } from '../../../engine/index.ts';

/* A small animal's weight in grams (ounces for imperial), for birds and reptiles weighed on a kitchen scale. */
export const gramsWeightField = (label: string, defaultGrams: number, maxGrams: number) =>
  number({
    label,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'oz',
    units: ['g', 'kg', 'oz', 'lb'],
    default: defaultGrams,
    min: 1,
    max: maxGrams,
  });
