import { checkAll, defineCalculator, lessThan, number, out } from '../../engine/index.ts';
import { bodyMassOutput, bodyWeightField } from '../shared/presets/body-fields.ts';
import { CAT_LIFE_STAGES, restingEnergyKcal } from '../shared/pets/energy.ts';

/** Weeks to go from `from` to `to` kg losing `percent` % of the current weight each week. */
export function weeksToGoal(from: number, to: number, percent: number): number {
  return Math.log(to / from) / Math.log(1 - percent / 100);
}

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 6, min: 1, max: 15 }, "Cat's weight now"),
    target: bodyWeightField({ default: 5, min: 1, max: 15 }, 'Target (ideal) weight'),
    rate: number({
      label: 'Weight loss per week',
      help: 'AAHA advises 0.5–2 % of body weight a week for cats; 1 % is a safe middle.',
      default: 1,
      min: 0.5,
      max: 2,
      suffix: '% a week',
    }),
  },
  validate: ({ weight, target }) =>
    checkAll(lessThan('target', target, weight, { what: 'The target weight', than: 'the weight now' })),
  outputs: {
    calories: out.number({ label: 'Daily calories for weight loss', primary: true, suffix: 'kcal/day', digits: 3 }),
    weeks: out.number({ label: 'Weeks to reach the target', suffix: 'weeks', decimals: 0 }),
    firstWeek: bodyMassOutput('Loss in the first week'),
    toLose: bodyMassOutput('Weight to lose'),
  },
  compute: ({ weight, target, rate }) => ({
    calories: restingEnergyKcal(target) * CAT_LIFE_STAGES.weightLoss.factor,
    weeks: weeksToGoal(weight, target, rate),
    firstWeek: (weight * rate) / 100,
    toLose: weight - target,
  }),
});
