import { defineCalculator, number, out } from '../../engine/index.ts';
import { decimalText, operandText, signedText } from '../shared/arithmetic/numerals.ts';
import { relativePercent } from '../shared/arithmetic/percent.ts';

const LARGEST = 1e12;

export default defineCalculator({
  inputs: {
    measured: number({
      label: 'Measured (experimental) value',
      default: 35.62,
      min: -LARGEST,
      max: LARGEST,
    }),
    accepted: number({
      label: 'True (accepted) value',
      default: 35.67,
      min: -LARGEST,
      max: LARGEST,
    }),
  },
  validate: ({ accepted }) =>
    accepted === 0
      ? [
          {
            field: 'accepted',
            message:
              'The error is divided by the true value, so it cannot be 0. Compare the difference itself instead.',
          },
        ]
      : [],
  compute: ({ measured, accepted }) => {
    const signedError = relativePercent(measured, accepted);
    const error = measured - accepted;
    return {
      percentError: Math.abs(signedError),
      signedError,
      absoluteError: error,
      steps:
        `Error = measured − true = ${operandText(measured)} − ${operandText(accepted)} = ${signedText(error)}. ` +
        `Percent error = |error| ÷ |true| × 100 = ${decimalText(Math.abs(error))} ÷ ${decimalText(Math.abs(accepted))} × 100 = ${decimalText(Math.abs(signedError))}% ` +
        `(${error === 0 ? 'exact' : error > 0 ? 'the measurement is too high' : 'the measurement is too low'}).`,
    };
  },
  outputs: {
    percentError: out.percent({ label: 'Percent error', primary: true }),
    signedError: out.percent({ label: 'Signed percent error (+ too high, − too low)' }),
    absoluteError: out.number({ label: 'Error (measured − true)', digits: 10 }),
    steps: out.text({ label: 'Working' }),
  },
});
