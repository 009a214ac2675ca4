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
  examples: [
    {
      inputs: { weight: 6, target: 5, rate: 1 },
      expect: { calories: 187.2, weeks: 18.14, firstWeek: 0.06, toLose: 1 },
      tolerance: 0.05,
      source:
        'Merck Veterinary Manual: weight loss at 0.8 × RER of the ideal weight (0.8 × 70 × 5^0.75 = 187 kcal/day); 2014 AAHA Weight Management Guidelines: cats lose 0.5–2 % a week, so at 1 % a week 6 kg → 5 kg takes ln(5/6) ÷ ln(0.99) = 18.1 weeks',
    },
    {
      inputs: { weight: 7, target: 5, rate: 2 },
      expect: { weeks: 16.65, firstWeek: 0.14 },
      tolerance: 0.01,
      source:
        '2014 AAHA Weight Management Guidelines: at most 2 % of body weight a week for cats; 7 kg → 5 kg at 2 % a week of the current weight takes ln(5/7) ÷ ln(0.98) = 16.7 weeks, 140 g in the first week',
    },
    {
      inputs: { weight: { value: 15, unit: 'lb' }, target: { value: 11, unit: 'lb' }, rate: 0.5 },
      expect: { weeks: 61.9, calories: 186.95 },
      tolerance: 0.1,
      source:
        '2014 AAHA guidelines (slowest safe rate 0.5 % a week) and Merck (0.8 × RER at the ideal weight): 15 lb → 11 lb takes ln(11/15) ÷ ln(0.995) = 61.9 weeks; 11 lb = 4.99 kg gives 0.8 × 70 × 4.99^0.75 kcal/day',
    },
  ],
});
