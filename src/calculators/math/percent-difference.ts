import { defineCalculator, number, out } from '../../engine/index.ts';
import { decimalText, operandText } from '../shared/arithmetic/numerals.ts';
import { percentDifference } from '../shared/arithmetic/percent.ts';

const LARGEST = 1e12;

export default defineCalculator({
  inputs: {
    first: number({ label: 'First value (a)', default: 80, min: -LARGEST, max: LARGEST }),
    second: number({ label: 'Second value (b)', default: 100, min: -LARGEST, max: LARGEST }),
  },
  validate: ({ first, second }) =>
    first + second === 0
      ? [
          {
            field: 'second',
            message:
              'These two values average to 0, and the difference is divided by the average. Enter values whose sum is not 0.',
          },
        ]
      : [],
  compute: ({ first, second }) => {
    const difference = Math.abs(first - second);
    const average = (first + second) / 2;
    const result = percentDifference(first, second);
    return {
      percentDifference: result,
      difference,
      average,
      steps:
        `|a − b| = |${operandText(first)} − ${operandText(second)}| = ${decimalText(difference)}. ` +
        `Average = (a + b) ÷ 2 = (${operandText(first)} + ${operandText(second)}) ÷ 2 = ${decimalText(average)}. ` +
        `Percent difference = ${decimalText(difference)} ÷ ${decimalText(Math.abs(average))} × 100 = ${decimalText(result)}%.`,
    };
  },
  outputs: {
    percentDifference: out.percent({ label: 'Percent difference', primary: true }),
    difference: out.number({ label: 'Absolute difference |a − b|', digits: 10 }),
    average: out.number({ label: 'Average (a + b) ÷ 2', digits: 10 }),
    steps: out.text({ label: 'Working' }),
  },
  examples: [
    {
      inputs: { first: 80, second: 100 },
      expect: { percentDifference: 22.22, difference: 20, average: 90 },
      tolerance: 0.005,
      source:
        'Calcipedia, "Percentage Difference Calculator": 80 and 100 differ by 20, average 90, 20 ÷ 90 × 100 ≈ 22.2%',
    },
    {
      inputs: { first: 50, second: 75 },
      expect: { percentDifference: 40, difference: 25, average: 62.5 },
      source:
        'AllNews247, "Percentage Difference Calculator" example 2: |50 − 75| = 25, average 62.5, 25 ÷ 62.5 × 100 = 40%',
    },
    {
      inputs: { first: 100, second: 80 },
      expect: { percentDifference: 22.22 },
      tolerance: 0.005,
      source:
        'Calcipedia, "Percent Difference Calculator": comparing 100 and 80 gives ≈ 22.2%, the same as 80 and 100 (the formula is symmetric)',
    },
    {
      inputs: { first: 42, second: 42 },
      expect: { percentDifference: 0, difference: 0 },
      source: 'Definition of percent difference: equal values differ by 0%',
    },
  ],
});
