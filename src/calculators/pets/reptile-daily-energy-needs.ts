import { defineCalculator, out } from '../../engine/index.ts';
import { gramsWeightField } from '../shared/presets/grams-weight.ts';
import { metabolicKcal, REPTILE_SMR_CONSTANT } from '../shared/pets/energy.ts';

const DAYS_PER_WEEK = 7;

export default defineCalculator({
  inputs: {
    weight: gramsWeightField("Reptile's weight", 400, 200_000),
  },
  outputs: {
    perDay: out.number({
      label: 'Standard metabolic rate (daily energy)',
      primary: true,
      suffix: 'kcal a day',
      digits: 3,
    }),
    perWeek: out.number({ label: 'Energy a week', suffix: 'kcal a week', digits: 3 }),
  },
  compute: ({ weight }) => {
    const perDay = metabolicKcal(REPTILE_SMR_CONSTANT, weight);
    return { perDay, perWeek: perDay * DAYS_PER_WEEK };
  },
  examples: [
    {
      inputs: { weight: { value: 1, unit: 'kg' } },
      expect: { perDay: 10, perWeek: 70 },
      tolerance: 1e-9,
      source:
        "Donoghue, 'Nutrition', in Mader, Reptile Medicine and Surgery (2nd ed., 2006): SMR (kcal/day) = 10 × (weight in kg)^0.75; a 1 kg reptile, 10 kcal a day",
    },
    {
      inputs: { weight: { value: 100, unit: 'g' } },
      expect: { perDay: 1.778 },
      tolerance: 0.001,
      source: 'Donoghue (2006), SMR = 10 × kg^0.75: a 100 g lizard, 10 × 0.1^0.75 = 1.778 kcal a day',
    },
  ],
});
