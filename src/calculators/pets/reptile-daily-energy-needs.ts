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
});
