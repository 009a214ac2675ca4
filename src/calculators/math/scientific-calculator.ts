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
});
