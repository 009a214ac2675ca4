import Fraction from 'fraction.js';
import { defineCalculator, fraction, out, select, type FractionValue } from '../../engine/index.ts';

const OPERATIONS = [
  { value: 'add', label: '+ (add)' },
  { value: 'subtract', label: '− (subtract)' },
  { value: 'multiply', label: '× (multiply)' },
  { value: 'divide', label: '÷ (divide)' },
] as const;

type Operation = (typeof OPERATIONS)[number]['value'];

const SYMBOL: Record<Operation, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** "n/d" with the sign on the numerator; whole numbers without "/1". */
const show = (numerator: bigint, denominator: bigint) =>
  denominator === 1n ? `${numerator}` : `${numerator}/${denominator}`;
const showValue = (value: FractionValue) => show(BigInt(value.numerator), BigInt(value.denominator));
/** A negative operand in brackets, so "1/2 − (−1/3)" reads unambiguously. */
const operand = (text: string) => (text.startsWith('-') ? `(${text})` : text);

function explain(operation: Operation, a: FractionValue, b: FractionValue, result: Fraction): string {
  const [an, ad, bn, bd] = [a.numerator, a.denominator, b.numerator, b.denominator].map(BigInt) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const answer = result.toFraction();
  if (operation === 'add' || operation === 'subtract') {
    const common = (ad / gcd(ad, bd)) * bd;
    const [left, right] = [an * (common / ad), bn * (common / bd)];
    const top = operation === 'add' ? left + right : left - right;
    const unsimplified = show(top, common);
    // Only the fractions whose denominator changes need rewriting.
    const rewritten = [
      ...(ad === common ? [] : [`${showValue(a)} = ${show(left, common)}`]),
      ...(bd === common ? [] : [`${showValue(b)} = ${show(right, common)}`]),
    ];
    const rewrite =
      ad === bd
        ? `Both fractions already have the denominator ${common}`
        : `The least common denominator of ${ad} and ${bd} is ${common}, so ${rewritten.join(' and ')}`;
    const sum = `${operand(show(left, common))} ${SYMBOL[operation]} ${operand(show(right, common))} = ${unsimplified}`;
    return `${rewrite}. Then ${sum}${unsimplified === answer ? '' : `, which simplifies to ${answer}`}.`;
  }
  const [top, bottom] = operation === 'multiply' ? [bn, bd] : [bd, bn];
  // Dividing multiplies by the reciprocal; a negative divisor moves its sign to the top.
  const [rn, rd] = bottom < 0n ? [-top, -bottom] : [top, bottom];
  const product = show(an * rn, ad * rd);
  const multiply = `multiply the numerators and the denominators: ${operand(showValue(a))} × ${operand(show(rn, rd))} = ${product}`;
  const first =
    operation === 'multiply'
      ? `To multiply, ${multiply}`
      : `To divide, multiply by the reciprocal of ${showValue(b)}, which is ${show(rn, rd)}: ${multiply.replace('multiply the numerators and the denominators: ', '')}`;
  return `${first}${product === answer ? '' : `, which simplifies to ${answer}`}.`;
}

export default defineCalculator({
  inputs: {
    first: fraction({ label: 'First fraction', help: 'Like 3/4, 1 1/2, -2 or 0.75.', default: '1/2' }),
    operation: select({ label: 'Operation', options: OPERATIONS, default: 'add' }),
    second: fraction({ label: 'Second fraction', default: '1/3' }),
  },
  outputs: {
    result: out.text({ label: 'Result in lowest terms', primary: true }),
    mixed: out.text({ label: 'As a mixed number' }),
    decimal: out.number({ label: 'As a decimal', digits: 10 }),
    steps: out.text({ label: 'Steps' }),
  },
  validate: ({ operation, second }) =>
    operation === 'divide' && second.numerator === 0
      ? [{ field: 'second', message: 'You cannot divide by zero. Enter a second fraction other than 0.' }]
      : [],
  compute: ({ first, operation, second }) => {
    const a = new Fraction(first.numerator, first.denominator);
    const b = new Fraction(second.numerator, second.denominator);
    const result =
      operation === 'add'
        ? a.add(b)
        : operation === 'subtract'
          ? a.sub(b)
          : operation === 'multiply'
            ? a.mul(b)
            : a.div(b);
    return {
      result: result.toFraction(),
      mixed: result.toFraction(true),
      decimal: result.valueOf(),
      steps: explain(operation, first, second, result),
    };
  },
});
