import Fraction from 'fraction.js';
import { defineCalculator, number, numberList, out, radio } from '../../engine/index.ts';
import { gcfOfList } from '../shared/arithmetic/euclid.ts';
import { decimalText, integerText } from '../shared/arithmetic/numerals.ts';

const QUESTIONS = [
  { value: 'solve', label: 'Solve a : b = c : x' },
  { value: 'simplify', label: 'Simplify a ratio' },
] as const;

const LARGEST = 1e12;
/** Ratio terms are read to this many decimal places, enough for any measured amount. */
const DECIMALS = 10;

/** Terms written as a ratio: "12 : 18 : 30". */
const ratioText = (terms: readonly string[]) => terms.join(' : ');

/** The ratio in lowest whole terms: clear the decimals with a power of 10, then divide by the GCF. */
function simplify(terms: readonly number[]): { result: string; steps: string } {
  const exact = terms.map((term) => new Fraction(term.toFixed(DECIMALS)));
  const scale = exact.reduce((largest, term) => (term.d > largest ? term.d : largest), 1n);
  const whole = exact.map((term) => (term.n * scale) / term.d);
  const common = gcfOfList(whole);
  const lowest = whole.map((term) => term / common);
  const clearing =
    scale === 1n
      ? ''
      : `Multiply every term by ${integerText(scale)} to clear the decimals: ${ratioText(whole.map(integerText))}. `;
  const dividing =
    common === 1n
      ? `The terms have no common factor but 1, so ${ratioText(whole.map(integerText))} is already in lowest terms.`
      : `The greatest common factor of ${whole.map(integerText).join(', ')} is ${integerText(common)}; divide every term by it: ${ratioText(lowest.map(integerText))}.`;
  return { result: ratioText(lowest.map(integerText)), steps: clearing + dividing };
}

export default defineCalculator({
  inputs: {
    question: radio({ label: 'Question', options: QUESTIONS, default: 'solve' }),
    a: number({ label: 'a', help: 'First term of the known ratio a : b.', default: 3, min: -LARGEST, max: LARGEST }),
    b: number({ label: 'b', default: 4, min: -LARGEST, max: LARGEST }),
    c: number({
      label: 'c',
      help: 'First term of the ratio with the missing term x.',
      default: 9,
      min: -LARGEST,
      max: LARGEST,
    }),
    terms: numberList({
      label: 'Ratio to simplify',
      help: 'Two or more amounts, like 12, 18, 30 for 12 : 18 : 30 (up to 10 decimal places). Used only to simplify.',
      default: [12, 18, 30],
      minCount: 2,
      maxCount: 10,
    }),
  },
  validate: ({ question, a, terms }) => {
    if (question === 'solve') {
      return a === 0
        ? [{ field: 'a', message: 'With a = 0 the proportion has no single answer for x. Enter an a other than 0.' }]
        : [];
    }
    if (terms.some((term) => term < 0 || term > LARGEST)) {
      return [{ field: 'terms', message: 'Ratio terms are amounts: enter numbers from 0 to 1,000,000,000,000.' }];
    }
    return terms.every((term) => Number(term.toFixed(DECIMALS)) === 0)
      ? [{ field: 'terms', message: 'At least one term must be more than 0.' }]
      : [];
  },
  compute: ({ question, a, b, c, terms }) => {
    if (question === 'simplify') {
      const { result, steps } = simplify(terms);
      return { answer: result, steps };
    }
    const x = (b * c) / a;
    return {
      answer: `x = ${decimalText(x)}`,
      steps:
        `${decimalText(a)} : ${decimalText(b)} = ${decimalText(c)} : x means ${decimalText(a)} ÷ ${decimalText(b)} = ${decimalText(c)} ÷ x. ` +
        `Cross-multiply: ${decimalText(a)} × x = ${decimalText(b)} × ${decimalText(c)} = ${decimalText(b * c)}. ` +
        `Divide by ${decimalText(a)}: x = ${decimalText(b * c)} ÷ ${decimalText(a)} = ${decimalText(x)}.`,
    };
  },
  outputs: {
    answer: out.text({ label: 'Answer', primary: true }),
    steps: out.text({ label: 'Working' }),
  },
});
