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
  examples: [
    {
      inputs: { measured: 1.125, accepted: 1 },
      expect: { percentError: 12.5, signedError: 12.5, absoluteError: 0.125 },
      source:
        'Jiskha, "Percent error" (density of water): measured 1.125 g/cm³ against the accepted 1.00 g/cm³ is 12.5%',
    },
    {
      inputs: { measured: 35.62, accepted: 35.67 },
      expect: { percentError: 0.14, signedError: -0.14 },
      tolerance: 0.005,
      source:
        'Swanson, "Everything You Need to Ace Chemistry in One Big Fat Notebook" (Workman, 2020), p. 36: 35.62 g measured against 35.67 g accepted is 0.14%',
    },
    {
      inputs: { measured: 0.5, accepted: 5 },
      expect: { percentError: 90, signedError: -90, absoluteError: -4.5 },
      source:
        'Swanson, "Everything You Need to Ace Chemistry in One Big Fat Notebook" (Workman, 2020), p. 36: 0.5 g measured against 5 g accepted is 90%',
    },
  ],
});
