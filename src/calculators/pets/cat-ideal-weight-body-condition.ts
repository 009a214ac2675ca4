import { defineCalculator, out, select } from '../../engine/index.ts';
import { bodyMassOutput, bodyWeightField } from '../shared/presets/body-fields.ts';
import { conditionGroup, idealWeightFrom, percentFromIdeal } from '../shared/pets/body-condition.ts';

const SCORES = [
  '1 – Emaciated: ribs, spine and hips easily seen',
  '2 – Very thin',
  '3 – Thin: ribs easily felt with little fat',
  '4 – Lean: ribs felt under a thin fat layer, waist seen',
  '5 – Ideal: well proportioned, waist behind the ribs, ribs felt easily',
  '6 – Slightly heavy: ribs felt under a little extra fat',
  '7 – Heavy: ribs hard to feel, rounded belly',
  '8 – Obese: ribs not felt, obvious belly fat',
  '9 – Very obese: heavy fat over ribs, spine, face and limbs',
];

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 6, min: 0.5, max: 15 }, "Cat's weight now"),
    score: select({
      label: 'Body condition score (WSAVA 9-point chart)',
      options: SCORES.map((label, index) => ({ value: String(index + 1), label })),
      default: '7',
    }),
  },
  outputs: {
    ideal: bodyMassOutput('Estimated ideal weight (score 5 of 9)', true),
    group: out.text({ label: 'Body condition' }),
    percent: out.percent({ label: 'Above (+) or below (−) the ideal weight', decimals: 0 }),
    change: bodyMassOutput('Weight to lose (−) or gain (+)'),
  },
  compute: ({ weight, score }) => {
    const points = Number(score);
    const ideal = idealWeightFrom(weight, points);
    return { ideal, group: conditionGroup(points), percent: percentFromIdeal(points), change: ideal - weight };
  },
});
