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
  examples: [
    {
      inputs: { weight: 6, score: '7' },
      expect: { ideal: 5, percent: 20, change: -1, group: 'Too heavy (6–9 of 9)' },
      tolerance: 1e-9,
      source:
        'WSAVA Global Nutrition Committee body condition score chart for cats and the 2014 AAHA Weight Management Guidelines: each point above 5 ≈ 10 % excess, so a 6 kg cat at 7/9 is about 20 % overweight, ideal 6 ÷ 1.2 = 5 kg',
    },
    {
      inputs: { weight: { value: 14, unit: 'lb' }, score: '9' },
      expect: { ideal: { value: 10, unit: 'lb' }, percent: 40 },
      tolerance: 0.001,
      source:
        'Laflamme (1997), Development and validation of a body condition score system for cats (Feline Practice 25): 9/9 is about 40 % above ideal; 14 lb ÷ 1.4 = 10 lb',
    },
    {
      inputs: { weight: 4.2, score: '5' },
      expect: { ideal: 4.2, percent: 0, change: 0, group: 'Ideal (4–5 of 9)' },
      tolerance: 1e-9,
      source: 'WSAVA body condition score chart: 5 of 9 is the ideal score, so the weight now is the ideal weight',
    },
  ],
});
