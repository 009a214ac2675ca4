import Fraction from 'fraction.js';
import { checkAll, defineCalculator, number, out } from '../../engine/index.ts';
import { coefficientSizes } from '../shared/algebra/bounds.ts';
import { isShortDecimal } from '../shared/algebra/exact.ts';
import { radicalText, simplifiable, simplifyRadical } from '../shared/algebra/radicals.ts';
import { decimalScalars, exactScalars, type Scalars } from '../shared/algebra/scalars.ts';
import { decimal, operand, termsText, type Term } from '../shared/algebra/show.ts';

/** A value as a number and as a step writes it ("2/3" when exact). */
interface Shown {
  value: number;
  text: string;
}

/** Rise, run, slope and intercept of the line through two points, exactly or in doubles. */
function lineThrough<T>(scalars: Scalars<T>, x1: number, y1: number, x2: number, y2: number) {
  const shown = (value: T): Shown => ({ value: scalars.value(value), text: scalars.text(value) });
  const rise = scalars.sub(scalars.from(y2), scalars.from(y1));
  const run = scalars.sub(scalars.from(x2), scalars.from(x1));
  if (scalars.isZero(run)) return { rise: shown(rise), run: shown(run), slope: undefined, intercept: undefined };
  const slope = scalars.div(rise, run);
  const intercept = scalars.sub(scalars.from(y1), scalars.mul(slope, scalars.from(x1)));
  return { rise: shown(rise), run: shown(run), slope: shown(slope), intercept: shown(intercept) };
}

const termOf = (value: Shown, variable = ''): Term => ({
  sign: Math.sign(value.value),
  size: value.text.replace(/^-/, ''),
  variable,
});

/** "(-2)" or "(2/3)" where a value is multiplied, a plain "2" otherwise. */
const factor = (value: Shown) => (value.value < 0 || value.text.includes('/') ? `(${value.text})` : value.text);

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/** Ax + By = C with whole A, B, C in lowest terms and A > 0 (or B > 0 when A = 0). */
function wholeStandardForm(x1: number, y1: number, x2: number, y2: number): string {
  const a = new Fraction(y2).sub(y1);
  const b = new Fraction(x1).sub(x2);
  const parts = [a, b, a.mul(x1).add(b.mul(y1))];
  const common = parts.reduce((lcm, part) => (lcm * part.d) / gcd(lcm, part.d), 1n);
  const whole = parts.map((part) => (part.s * part.n * common) / part.d);
  const divisor = whole.reduce((g, part) => gcd(g, part), 0n);
  const [A = 0n, B = 0n, C = 0n] = whole.map((part) => part / divisor);
  const flip = A < 0n || (A === 0n && B < 0n) ? -1n : 1n;
  const term = (value: bigint, variable: string): Term => ({
    sign: value > 0n ? 1 : value < 0n ? -1 : 0,
    size: String(value < 0n ? -value : value),
    variable,
  });
  return `${termsText([term(A * flip, 'x'), term(B * flip, 'y')])} = ${C * flip}`;
}

/** Ax + By = C from the differences themselves, with A > 0 (or B > 0 when A = 0). */
function decimalStandardForm(x1: number, y1: number, x2: number, y2: number): string {
  const flip = y2 - y1 < 0 || (y2 === y1 && x1 - x2 < 0) ? -1 : 1;
  const [A, B] = [(y2 - y1) * flip, (x1 - x2) * flip];
  const term = (value: number, variable: string): Term => ({
    sign: Math.sign(value),
    size: decimal(Math.abs(value)),
    variable,
  });
  return `${termsText([term(A, 'x'), term(B, 'y')])} = ${decimal(A * x1 + B * y1)}`;
}

/** "√61 ≈ 7.810249676" for whole-number differences, otherwise the decimal alone. */
function distanceText(dx: number, dy: number): string {
  const distance = decimal(Math.hypot(dx, dy));
  const squares = dx * dx + dy * dy;
  if (!Number.isInteger(dx) || !Number.isInteger(dy) || !simplifiable(squares)) return distance;
  const exact = radicalText(simplifyRadical(squares, 2), 2);
  return exact === distance ? exact : `${exact} ≈ ${distance}`;
}

/** The angle the line makes with the positive x-axis, from 0° up to (not including) 180°. */
function inclination(dx: number, dy: number): number {
  const degrees = (Math.atan2(dy, dx) * 180) / Math.PI;
  return degrees < 0 ? degrees + 180 : degrees === 180 ? 0 : degrees;
}

/** "y − 2" or "x + 3": a variable minus a coordinate. */
const shifted = (variable: string, coordinate: number) =>
  termsText([
    { sign: 1, size: '1', variable },
    { sign: -Math.sign(coordinate), size: decimal(Math.abs(coordinate)), variable: '' },
  ]);

const coordinate = (label: string, fallback: number) => number({ label, default: fallback });

export default defineCalculator({
  inputs: {
    x1: coordinate('x₁ (first point)', 1),
    y1: coordinate('y₁ (first point)', 2),
    x2: coordinate('x₂ (second point)', 4),
    y2: coordinate('y₂ (second point)', 8),
  },
  outputs: {
    slopeIntercept: out.text({ label: 'Equation (slope-intercept form)', primary: true }),
    slope: out.text({ label: 'Slope m' }),
    intercept: out.text({ label: 'y-intercept b' }),
    pointSlope: out.text({ label: 'Point-slope form' }),
    standard: out.text({ label: 'Standard form Ax + By = C' }),
    angle: out.number({ label: 'Angle with the x-axis', digits: 6, suffix: '°' }),
    distance: out.text({ label: 'Distance between the points' }),
    steps: out.text({ label: 'Steps' }),
  },
  validate: ({ x1, y1, x2, y2 }) =>
    checkAll(
      coefficientSizes({ x1, y1, x2, y2 }),
      x1 === x2 && y1 === y2
        ? [{ field: 'y2', message: 'The two points are the same; enter a second point somewhere else.' }]
        : [],
    ),
  compute: ({ x1, y1, x2, y2 }) => {
    const exact = [x1, y1, x2, y2].every(isShortDecimal);
    const { rise, run, slope, intercept } = exact
      ? lineThrough(exactScalars, x1, y1, x2, y2)
      : lineThrough(decimalScalars(0, 10), x1, y1, x2, y2);
    const distance = distanceText(x2 - x1, y2 - y1);
    const standard = exact ? wholeStandardForm(x1, y1, x2, y2) : decimalStandardForm(x1, y1, x2, y2);
    const angle = inclination(x2 - x1, y2 - y1);
    const riseStep = `The rise is y₂ − y₁ = ${decimal(y2)} − ${operand(y1)} = ${rise.text} and the run is x₂ − x₁ = ${decimal(x2)} − ${operand(x1)} = ${run.text}.`;
    const distanceStep = `The distance is √(run² + rise²) = ${distance}.`;
    if (!slope) {
      const line = `x = ${decimal(x1)}`;
      return {
        slopeIntercept: `${line} (a vertical line)`,
        slope: 'None: the line is vertical, so the run is 0 and rise ÷ run has no value',
        intercept: x1 === 0 ? 'The line is the y-axis itself' : 'None: a vertical line never crosses the y-axis',
        pointSlope: `Not possible for a vertical line; its equation is ${line}`,
        standard,
        angle,
        distance,
        steps: `${riseStep} With a run of 0 the line is vertical: every point on it has x = ${decimal(x1)}. ${distanceStep}`,
      };
    }
    // m(x − x₁) with m written as a coefficient: "2(x − 1)", "-(x − 1)", "(2/3)(x − 1)", "5x" when x₁ = 0.
    const slopeTimes =
      slope.value === 0
        ? '0'
        : x1 === 0
          ? termsText([termOf(slope, 'x')])
          : `${slope.text === '1' ? '' : slope.text === '-1' ? '-' : slope.text.includes('/') ? `(${slope.text})` : slope.text}(${shifted('x', x1)})`;
    return {
      slopeIntercept: `y = ${termsText([termOf(slope, 'x'), termOf(intercept)])}`,
      slope: slope.text.includes('/') ? `${slope.text} ≈ ${decimal(slope.value)}` : slope.text,
      intercept: intercept.text,
      pointSlope: `${shifted('y', y1)} = ${slopeTimes}`,
      standard,
      angle,
      distance,
      steps: `${riseStep} The slope is m = rise ÷ run = ${rise.text} ÷ ${factor(run)} = ${slope.text}. The y-intercept is b = y₁ − m × x₁ = ${decimal(y1)} − ${factor(slope)} × ${operand(x1)} = ${intercept.text}. ${distanceStep}`,
    };
  },
});
