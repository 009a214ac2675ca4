import { parseExpression, type FunctionName, type Node } from './syntax.ts';
import { ExpressionError } from './tokens.ts';

/*
 * Evaluates an expression tree in doubles. Angles are in degrees or radians; in degrees, the
 * multiples of 90° give exact sines, cosines and tangents (cos 90° = 0, not 6.1e-17), and
 * everything that has no real value says why instead of giving NaN or Infinity.
 */

export type AngleUnit = 'deg' | 'rad';

/** Largest n whose n! is below the double limit (171! overflows). */
const LARGEST_FACTORIAL = 170;
/** Below this size a sine, cosine or tangent of a large angle is rounding left over from π: it is 0. */
const TRIG_NOISE = 1e-15;

const fail = (message: string): never => {
  throw new ExpressionError(message);
};

function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) fail('The factorial n! needs a whole number of 0 or more.');
  if (n > LARGEST_FACTORIAL) fail(`${n}! is too large to show; 170! is the largest factorial here.`);
  let product = 1;
  for (let factor = 2; factor <= n; factor += 1) product *= factor;
  return product;
}

/** sin, cos and tan of a whole multiple of 90°, exactly; undefined for other angles. */
function quarterTurn(name: 'sin' | 'cos' | 'tan', degrees: number): number | undefined {
  if (degrees % 90 !== 0) return undefined;
  const quarter = (((degrees / 90) % 4) + 4) % 4;
  const sine = [0, 1, 0, -1][quarter] ?? 0;
  const cosine = [1, 0, -1, 0][quarter] ?? 0;
  if (name === 'sin') return sine;
  if (name === 'cos') return cosine;
  return cosine === 0 ? fail(`tan ${degrees}° has no value: the cosine there is 0.`) : sine / cosine;
}

function trigonometric(name: 'sin' | 'cos' | 'tan', x: number, unit: AngleUnit): number {
  const exact = unit === 'deg' ? quarterTurn(name, x) : undefined;
  if (exact !== undefined) return exact;
  const radians = unit === 'deg' ? (x * Math.PI) / 180 : x;
  const value = Math[name](radians);
  if (name === 'tan' && Math.abs(value) > 1 / TRIG_NOISE)
    fail('tan has no value at a right angle (90° or π/2 plus any multiple of 180° or π).');
  return Math.abs(value) < TRIG_NOISE && Math.abs(radians) >= 1 ? 0 : value;
}

function inverse(name: 'asin' | 'acos' | 'atan', x: number, unit: AngleUnit): number {
  if (name !== 'atan' && Math.abs(x) > 1) fail(`${name} needs a number from -1 to 1.`);
  const radians = Math[name](x);
  return unit === 'deg' ? (radians * 180) / Math.PI : radians;
}

function call(name: FunctionName, x: number, unit: AngleUnit): number {
  switch (name) {
    case 'sin':
    case 'cos':
    case 'tan':
      return trigonometric(name, x, unit);
    case 'asin':
    case 'acos':
    case 'atan':
      return inverse(name, x, unit);
    case 'ln':
    case 'log':
      return x > 0 ? (name === 'ln' ? Math.log(x) : Math.log10(x)) : fail(`${name} needs a number greater than 0.`);
    case 'sqrt':
      return x >= 0
        ? Math.sqrt(x)
        : fail('√ needs a number of 0 or more: the square root of a negative number is not real.');
    case 'sinh':
    case 'cosh':
    case 'tanh':
    case 'abs':
    case 'exp':
      return Math[name](x);
  }
}

function power(base: number, exponent: number): number {
  if (base === 0 && exponent < 0) fail('0 to a negative power would divide by zero.');
  if (base < 0 && !Number.isInteger(exponent)) {
    fail('A negative number to a fractional power is not a real number here; use brackets such as -(8^(1/3)).');
  }
  return base ** exponent;
}

function value(node: Node, unit: AngleUnit): number {
  switch (node.kind) {
    case 'number':
    case 'constant':
      return node.value;
    case 'negate':
      return -value(node.operand, unit);
    case 'postfix': {
      const operand = value(node.operand, unit);
      return node.operator === '!' ? factorial(operand) : operand / 100;
    }
    case 'call':
      return call(node.name, value(node.argument, unit), unit);
    case 'binary': {
      const [left, right] = [value(node.left, unit), value(node.right, unit)];
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      if (node.operator === '/') return right === 0 ? fail('Division by zero has no value.') : left / right;
      return power(left, right);
    }
  }
}

/** The value of an expression, or an ExpressionError saying in plain words what is wrong with it. */
export function evaluateExpression(expression: string, unit: AngleUnit): { value: number; tree: Node } {
  const tree = parseExpression(expression);
  const result = value(tree, unit);
  if (!Number.isFinite(result)) fail('The result is too large to show: beyond about 1.8 × 10^308.');
  return { value: Object.is(result, -0) ? 0 : result, tree };
}
