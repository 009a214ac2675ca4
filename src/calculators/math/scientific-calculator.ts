import { defineCalculator, out, radio, text, type FieldError } from '../../engine/index.ts';
import { evaluateExpression, type AngleUnit } from '../shared/algebra/expression/evaluate.ts';
import { ExpressionError } from '../shared/algebra/expression/tokens.ts';
import { written } from '../shared/algebra/expression/written.ts';
import { decimal } from '../shared/algebra/show.ts';

/** Significant digits of a result, as a scientific calculator's display shows them. */
const DISPLAY_DIGITS = 12;

const ANGLES = [
  { value: 'deg', label: 'Degrees' },
  { value: 'rad', label: 'Radians' },
] as const;

/** The error an expression gives, as a message at its field. */
function expressionErrors(expression: string, angle: AngleUnit): FieldError[] {
  try {
    evaluateExpression(expression, angle);
    return [];
  } catch (error) {
    const message = error instanceof ExpressionError ? error.message : 'This expression cannot be worked out.';
    return [{ field: 'expression', message }];
  }
}

export default defineCalculator({
  // The keypad comes after the expression and its result, so on a phone the first field is in the first screen.
  viewPlacement: 'below',
  inputs: {
    expression: text({
      label: 'Expression',
      help: 'Like 2π + 3(4 + 1)^2 or sin(30) + √16. Functions: sin cos tan asin acos atan sinh cosh tanh ln log √ abs exp, and ! for factorial.',
      default: 'sin(30) + 3(4 + 1)^2',
      maxLength: 500,
    }),
    angle: radio({ label: 'Angles in', options: ANGLES, default: 'deg' }),
  },
  outputs: {
    result: out.text({ label: 'Result', primary: true }),
    understood: out.text({ label: 'Read as' }),
  },
  validate: ({ expression, angle }) => expressionErrors(expression, angle),
  compute: ({ expression, angle }) => {
    const { value, tree } = evaluateExpression(expression, angle);
    return { result: decimal(value, DISPLAY_DIGITS), understood: written(tree) };
  },
  examples: [
    {
      inputs: { expression: 'sin(30) + cos(60)', angle: 'deg' },
      expect: { result: '1' },
      source: 'NIST DLMF Table 4.16.1, elementary values of trigonometric functions: sin(π/6) = 1/2 and cos(π/3) = 1/2',
    },
    {
      inputs: { expression: '-3^2' },
      expect: { result: '-9', understood: '-(3^2)' },
      source:
        'Wikipedia, "Order of operations", unary minus sign: exponentiation is done before negation, so −3² means −(3²) = −9',
    },
    {
      inputs: { expression: '2^3^2' },
      expect: { result: '512' },
      source: 'Wikipedia, "Order of operations", serial exponentiation: a^b^c = a^(b^c), so 2^3^2 = 2^9 = 512',
    },
    {
      inputs: { expression: '10!' },
      expect: { result: '3,628,800' },
      source: 'OEIS A000142, factorial numbers: 10! = 3628800',
    },
    {
      inputs: { expression: 'ln(2)', angle: 'rad' },
      expect: { result: '0.6931471806' },
      source: 'OEIS A002162, decimal expansion of the natural logarithm of 2: 0.69314718055994…',
    },
  ],
});
