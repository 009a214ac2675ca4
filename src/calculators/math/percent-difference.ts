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
});
