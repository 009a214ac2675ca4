import { shown } from '../presets/steps-table.ts';
import { exactTrigValues, normalizeDegrees, radiansAsPi, type TrigName } from './special-angles.ts';

/*
 * The six trigonometric functions of an angle, as text a student can check: the exact value at
 * special angles ("√3/2 ≈ 0.8660254"), the decimal elsewhere, and "Undefined" where the function
 * has a zero denominator (tan 90°), never a huge number produced by rounding π.
 */

export const TRIG_NAMES: readonly TrigName[] = ['sin', 'cos', 'tan', 'csc', 'sec', 'cot'];

const ZERO_DENOMINATOR: Partial<Record<TrigName, string>> = { tan: 'cos', sec: 'cos', csc: 'sin', cot: 'sin' };
const RADIANS_PER_DEGREE = Math.PI / 180;

/** A decimal with the same minus sign as the exact values beside it. */
const withMinus = (value: number) => shown(value).replace('-', '−');

/** A whole number of degrees when the angle is one within float noise (30.000000000000004°). */
export function wholeDegrees(degrees: number): number | undefined {
  const whole = Math.round(degrees);
  return Math.abs(degrees - whole) < 1e-9 * Math.max(1, Math.abs(degrees)) ? whole : undefined;
}

function fromSinCos(sin: number, cos: number): Record<TrigName, number> {
  return { sin, cos, tan: sin / cos, csc: 1 / sin, sec: 1 / cos, cot: cos / sin };
}

/** At a whole number of degrees, sine and cosine from the reference angle: sin 180° is 0, not 1.2e-16. */
function sinCosOfDegrees(degrees: number): [number, number] {
  const { turn, reference } = normalizeDegrees(degrees);
  const sin = Math.sin(reference * RADIANS_PER_DEGREE) * (turn > 180 ? -1 : 1);
  const cos = Math.sin((90 - reference) * RADIANS_PER_DEGREE) * (turn > 90 && turn < 270 ? -1 : 1);
  return [sin, cos];
}

/** Each function of the angle as text. */
export function trigValues(radians: number): Record<TrigName, string> {
  const degrees = wholeDegrees(radians / RADIANS_PER_DEGREE);
  const exact = degrees === undefined ? undefined : exactTrigValues(degrees);
  const [sin, cos] = exact && degrees !== undefined ? sinCosOfDegrees(degrees) : [Math.sin(radians), Math.cos(radians)];
  const decimal = fromSinCos(sin, cos);
  const result = {} as Record<TrigName, string>;
  for (const name of TRIG_NAMES) {
    const text = exact?.[name];
    const number = withMinus(decimal[name]);
    if (text === null) {
      result[name] = `Undefined (${ZERO_DENOMINATOR[name] ?? name} ${withMinus(degrees ?? 0)}° = 0)`;
    } else if (text === undefined || text === number) {
      result[name] = number;
    } else {
      result[name] = `${text} ${text.includes('√') ? '≈' : '='} ${number}`;
    }
  }
  return result;
}

/** "30° (π/6 ≈ 0.52359878 rad)": an angle in both units, with π when it is a multiple of 15°. */
export function angleText(radians: number): string {
  const degrees = radians / RADIANS_PER_DEGREE;
  const whole = wholeDegrees(degrees);
  const pi = whole !== undefined && whole % 15 === 0 ? radiansAsPi(whole) : undefined;
  const inRadians = pi === undefined || pi === '0' ? `${shown(radians)} rad` : `${pi} ≈ ${shown(radians)} rad`;
  return `${withMinus(whole ?? degrees)}° (${inRadians.replace('-', '−')})`;
}

/** Where the angle's terminal side lies: its quadrant or axis, and its reference angle. */
export function quadrantText(radians: number): string {
  const degrees = radians / RADIANS_PER_DEGREE;
  const { turn, reference } = normalizeDegrees(wholeDegrees(degrees) ?? degrees);
  if (turn % 90 === 0) return `On the ${['positive x', 'positive y', 'negative x', 'negative y'][turn / 90]}-axis`;
  const quadrant = ['I', 'II', 'III', 'IV'][Math.floor(turn / 90)] ?? 'I';
  return `Quadrant ${quadrant}, reference angle ${shown(reference)}°`;
}

export type InverseName = 'asin' | 'acos' | 'atan';

/** arcsin, arccos and arctan of x as angle text, or why x is outside the function's domain. */
export function inverseValues(x: number): Record<InverseName, string> {
  const outside = 'Undefined: x must be between −1 and 1';
  return {
    asin: Math.abs(x) <= 1 ? angleText(Math.asin(x)) : outside,
    acos: Math.abs(x) <= 1 ? angleText(Math.acos(x)) : outside,
    atan: angleText(Math.atan(x)),
  };
}
