import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { EGG_SIZES, eggSizeChoices, eggsOfSize, type EggSize } from '../shared/cooking/eggs.ts';

export default defineCalculator({
  inputs: {
    count: integer({ label: 'Eggs in the recipe', default: 3, min: 1, max: 100, suffix: 'eggs' }),
    from: select({ label: 'Size the recipe means', options: eggSizeChoices, default: 'large' }),
    to: select({ label: 'Size you have', options: eggSizeChoices, default: 'medium' }),
  },
  outputs: {
    eggs: out.integer({ label: 'Eggs to use', primary: true, suffix: 'eggs' }),
    exact: out.number({ label: 'Exact match by weight', suffix: 'eggs', digits: 3 }),
    weight: out.number({
      label: 'Egg weight the recipe means (in shell)',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      digits: 3,
    }),
    everySize: out.table({
      label: 'The same eggs in every size',
      columns: [
        { key: 'size', label: 'Size', kind: 'text' },
        { key: 'eggs', label: 'Eggs', kind: 'integer' },
        { key: 'exact', label: 'Exact', kind: 'number' },
      ],
    }),
  },
  compute: ({ count, from, to }) => {
    const exact = eggsOfSize(count, from as EggSize, to as EggSize);
    return {
      // A part egg is rounded to the nearest whole egg, never below one.
      eggs: Math.max(1, Math.round(exact)),
      exact,
      weight: count * EGG_SIZES[from as EggSize].kgEach,
      everySize: eggSizeChoices.map(({ value, label }) => {
        const eggs = eggsOfSize(count, from as EggSize, value as EggSize);
        return { size: label, eggs: Math.max(1, Math.round(eggs)), exact: eggs };
      }),
    };
  },
});
