import Fraction from 'fraction.js';
import { defineCalculator, integer, out } from '../../engine/index.ts';
import { absolute, euclid } from '../shared/arithmetic/euclid.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { euclidStepRows, euclidStepsTable } from '../shared/presets/euclid-steps-table.ts';

/** Whole numbers stay exact as JavaScript numbers up to 2^53; this keeps every entry well inside. */
const LARGEST = 1e15;

const fractionText = (numerator: bigint, denominator: bigint) =>
  denominator === 1n ? integerText(numerator) : `${integerText(numerator)}/${integerText(denominator)}`;

export default defineCalculator({
  inputs: {
    numerator: integer({ label: 'Numerator (top)', default: 42, min: -LARGEST, max: LARGEST }),
    denominator: integer({
      label: 'Denominator (bottom)',
      default: 56,
      min: -LARGEST,
      max: LARGEST,
    }),
  },
  validate: ({ denominator }) =>
    denominator === 0
      ? [
          {
            field: 'denominator',
            message: 'A fraction cannot have 0 below the line. Enter a denominator other than 0.',
          },
        ]
      : [],
  compute: ({ numerator, denominator }) => {
    const [top, bottom] = [BigInt(numerator), BigInt(denominator)];
    const { gcf, steps } = euclid(top, bottom);
    // The sign goes on top, so −3/4 and 3/−4 both read −3/4.
    const sign = top < 0n !== bottom < 0n && top !== 0n ? -1n : 1n;
    const [lowTop, lowBottom] = [(sign * absolute(top)) / gcf, absolute(bottom) / gcf];
    const value = new Fraction(lowTop, lowBottom);
    const original = `${integerText(top)}/${integerText(bottom)}`;
    const result = fractionText(lowTop, lowBottom);
    const explanation =
      top === 0n
        ? `0 divided by any number is 0, so ${original} = 0.`
        : gcf === 1n
          ? `The greatest common factor of ${integerText(absolute(top))} and ${integerText(absolute(bottom))} is 1, so ${original} is already in lowest terms.`
          : `The greatest common factor of ${integerText(absolute(top))} and ${integerText(absolute(bottom))} is ${integerText(gcf)} (Euclid's algorithm below). ` +
            `Divide the top and the bottom by it: ${integerText(top)} ÷ ${integerText(gcf)} = ${integerText(top / gcf)} and ${integerText(bottom)} ÷ ${integerText(gcf)} = ${integerText(bottom / gcf)}, so ${original} = ${result}.`;
    return {
      simplified: result,
      mixed: value.toFraction(true),
      decimal: value.valueOf(),
      repeating: value.toString(),
      gcf: integerText(gcf),
      steps: explanation,
      euclidSteps: euclidStepRows(top === 0n ? [] : steps),
    };
  },
  outputs: {
    simplified: out.text({ label: 'In lowest terms', primary: true }),
    mixed: out.text({ label: 'As a mixed number' }),
    decimal: out.number({ label: 'As a decimal', digits: 10 }),
    repeating: out.text({ label: 'Decimal with its repeating digits in brackets' }),
    gcf: out.text({ label: 'Greatest common factor (GCF)' }),
    steps: out.text({ label: 'Working' }),
    euclidSteps: euclidStepsTable('Finding the GCF by Euclid’s algorithm'),
  },
});
