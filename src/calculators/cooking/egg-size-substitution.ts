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
  examples: [
    {
      inputs: { count: 3, from: 'large', to: 'medium' },
      expect: { eggs: 3 },
      source: 'American Egg Board, egg size equivalents: 3 large eggs = 2 jumbo, 3 extra large, 3 medium or 4 small',
    },
    {
      inputs: { count: 4, from: 'large', to: 'small' },
      expect: { eggs: 5, exact: 5.3333 },
      tolerance: 0.0001,
      source:
        'American Egg Board, egg size equivalents: 4 large eggs = 5 small; by USDA weight classes 4 × 24 oz ÷ 18 oz = 5.33',
    },
    {
      inputs: { count: 6, from: 'large', to: 'jumbo' },
      expect: { eggs: 5, weight: { value: 12, unit: 'oz' } },
      tolerance: 1e-9,
      source:
        'American Egg Board, egg size equivalents: 6 large eggs = 5 jumbo; 6 large eggs weigh 6 × 2 oz = 12 oz (USDA: large, 24 oz a dozen)',
    },
    {
      inputs: { count: 5, from: 'large', to: 'extraLarge' },
      expect: { eggs: 4 },
      source: 'American Egg Board, egg size equivalents: 5 large eggs = 4 extra large',
    },
  ],
});
