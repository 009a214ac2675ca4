import { describe, expect, it } from 'vitest';
import {
  evaluateExpression,
  type AngleUnit,
} from '../../../../../src/calculators/shared/algebra/expression/evaluate.ts';
import { parseExpression } from '../../../../../src/calculators/shared/algebra/expression/syntax.ts';
import { written } from '../../../../../src/calculators/shared/algebra/expression/written.ts';

const valueOf = (expression: string, unit: AngleUnit = 'rad') => evaluateExpression(expression, unit).value;
const errorOf = (expression: string, unit: AngleUnit = 'rad') => {
  try {
    evaluateExpression(expression, unit);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`${expression} was accepted`);
};

describe('precedence and grouping', () => {
  it.each([
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['10 - 4 - 3', 3],
    ['100 / 10 / 5', 2],
    ['2 ^ 3 ^ 2', 512],
    ['(2 ^ 3) ^ 2', 64],
    ['-2 ^ 2', -4],
    ['(-2) ^ 2', 4],
    ['2 ^ -3', 0.125],
    ['-3!', -6],
    ['3!^2', 36],
    ['2^3!', 64],
    ['--2', 2],
    ['+5 - -5', 10],
    ['8 / 2 * (2 + 2)', 16],
    ['2 × 3 ÷ 4 − 1', 0.5],
    ['50%', 0.5],
    ['200 * 15%', 30],
    ['3²', 9],
    ['2³ + 1', 9],
    ['1.5e3 + .5', 1500.5],
    ['2E-3 * 1000', 2],
  ])('%s = %d', (expression, expected) => {
    expect(valueOf(expression)).toBeCloseTo(expected, 12);
  });
});

describe('implicit multiplication', () => {
  it.each([
    ['2π', 2 * Math.PI],
    ['3(4 + 1)', 15],
    ['(1 + 2)(3 + 4)', 21],
    ['2 sqrt 9', 6],
    ['2√9', 6],
    ['1/2π', Math.PI / 2],
    ['2e', 2 * Math.E],
    ['4 ln e', 4],
  ])('%s = %d', (expression, expected) => {
    expect(valueOf(expression)).toBeCloseTo(expected, 12);
  });
});

describe('functions and constants', () => {
  it.each([
    ['sin(30)', 'deg', 0.5],
    ['cos(60)', 'deg', 0.5],
    ['cos(90)', 'deg', 0],
    ['sin(180)', 'deg', 0],
    ['tan(45)', 'deg', 1],
    ['tan(-135)', 'deg', 1],
    ['sin(-30)', 'deg', -0.5],
    ['sin -30', 'deg', -0.5],
    ['asin(1)', 'deg', 90],
    ['acos(0.5)', 'deg', 60],
    ['atan(1)', 'rad', Math.PI / 4],
    ['arctan 1', 'deg', 45],
    ['sin(π)', 'rad', 0],
    ['cos(π)', 'rad', -1],
    ['sin(π/6)', 'rad', 0.5],
    ['sinh(0)', 'rad', 0],
    ['cosh(0)', 'rad', 1],
    ['tanh(1)', 'rad', 0.7615941559557649],
    ['ln(e^2)', 'rad', 2],
    ['log(1000)', 'rad', 3],
    ['√16', 'rad', 4],
    ['sqrt(2)^2', 'rad', 2],
    ['abs(-7.5)', 'rad', 7.5],
    ['exp(1)', 'rad', Math.E],
    ['5!', 'rad', 120],
    ['0!', 'rad', 1],
    ['PI', 'rad', Math.PI],
  ] as const)('%s in %s is %d', (expression, unit, expected) => {
    expect(valueOf(expression, unit)).toBeCloseTo(expected, 12);
  });

  it('takes 170! ≈ 7.257415615 × 10^306 as the largest factorial below the double limit', () => {
    expect(valueOf('170!') / 7.257415615307999e306).toBeCloseTo(1, 12);
  });
});

describe('clear errors', () => {
  it.each([
    ['(2 + 3', 'Missing closing parenthesis.'],
    ['sin(30', 'Missing closing parenthesis.'],
    ['2 + 3)', 'There is a “)” without a matching “(”.'],
    ['2 +', 'The expression ends too early: a number is missing at the end.'],
    ['', 'Type an expression, such as 2 + 3 × 4.'],
    ['* 3', '“*” cannot stand here: a number is missing before it.'],
    ['2 3', 'Missing operator before “3”.'],
    ['foo(2)', '“foo” is not a function or constant this calculator knows.'],
    ['2 $ 3', '“$” cannot be used in an expression.'],
    ['1/0', 'Division by zero has no value.'],
    ['ln(0)', 'ln needs a number greater than 0.'],
    ['log(-1)', 'log needs a number greater than 0.'],
    ['√(-4)', '√ needs a number of 0 or more: the square root of a negative number is not real.'],
    ['asin(2)', 'asin needs a number from -1 to 1.'],
    ['2.5!', 'The factorial n! needs a whole number of 0 or more.'],
    ['171!', '171! is too large to show; 170! is the largest factorial here.'],
    ['0^-1', '0 to a negative power would divide by zero.'],
    [
      '(-8)^(1/3)',
      'A negative number to a fractional power is not a real number here; use brackets such as -(8^(1/3)).',
    ],
    ['10^400', 'The result is too large to show: beyond about 1.8 × 10^308.'],
    ['sin', 'sin needs a number after it, like sin(30).'],
  ])('%s says: %s', (expression, message) => {
    expect(errorOf(expression)).toBe(message);
  });

  it('refuses tan at a right angle in both units', () => {
    expect(errorOf('tan(90)', 'deg')).toBe('tan 90° has no value: the cosine there is 0.');
    expect(errorOf('tan(π/2)', 'rad')).toContain('tan has no value at a right angle');
  });
});

describe('the expression as read', () => {
  it.each([
    ['-2^2', '-(2^2)'],
    ['2π', '2 × π'],
    ['3(4+1)', '3 × (4 + 1)'],
    ['2^3^2', '2^3^2'],
    ['(2^3)^2', '(2^3)^2'],
    ['10-(4-3)', '10 − (4 − 3)'],
    ['10-4-3', '10 − 4 − 3'],
    ['sin 30 + √9', 'sin(30) + √(9)'],
    ['(-2)!', '(-2)!'],
  ])('%s reads as %s', (expression, expected) => {
    expect(written(parseExpression(expression))).toBe(expected);
  });
});
