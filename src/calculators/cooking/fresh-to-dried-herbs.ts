import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';

// Ground herbs are stronger again: ¼ tsp ground for 1 tsp of crumbled dried leaf (lower end of the
// extension guides' ¼ to ½ tsp, as a safe start).
const GROUND_PER_DRIED = 1 / 4;
/** Spoons of each form that season alike, per spoon of dried leaf, given the fresh-to-dried ratio. */
const strength = (ratio: number) => ({ fresh: ratio, dried: 1, ground: GROUND_PER_DRIED });

const FORMS = [
  { value: 'fresh', label: 'Fresh, chopped' },
  { value: 'dried', label: 'Dried leaves, crumbled' },
  { value: 'ground', label: 'Ground (powder)' },
] as const;

const KITCHEN_SPOONS = ['tsp', 'tbsp', 'cup', 'ml'] as const;

export default defineCalculator({
  inputs: {
    amount: number({
      label: 'Amount in the recipe',
      unitFamily: 'volume',
      unit: 'tbsp',
      units: KITCHEN_SPOONS,
      default: 1,
      min: 0,
      max: 100,
    }),
    from: select({ label: 'The recipe uses', options: FORMS, default: 'fresh' }),
    to: select({ label: 'You have', options: FORMS, default: 'dried' }),
    ratio: number({
      label: 'Fresh to dried ratio',
      help: 'Three to one suits most leafy herbs; use 2 for mild ones like parsley, 4 for strong ones like rosemary.',
      default: 3,
      min: 1,
      max: 6,
      step: 0.5,
      suffix: 'to 1',
    }),
  },
  outputs: {
    result: out.number({
      label: 'Use',
      primary: true,
      unitFamily: 'volume',
      unit: 'tsp',
      units: KITCHEN_SPOONS,
      digits: 3,
    }),
    forms: out.table({
      label: 'The same seasoning in each form',
      columns: [
        { key: 'form', label: 'Form', kind: 'text' },
        { key: 'teaspoons', label: 'Teaspoons', kind: 'number' },
      ],
    }),
  },
  compute: ({ amount, from, to, ratio }) => {
    const parts = strength(ratio);
    const driedEquivalent = amount / parts[from];
    return {
      result: driedEquivalent * parts[to],
      forms: FORMS.map((form) => ({
        form: form.label,
        teaspoons: fromBase('volume', driedEquivalent * parts[form.value], 'tsp'),
      })),
    };
  },
});
