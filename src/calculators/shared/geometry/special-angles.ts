/*
 * Exact values of the six trigonometric functions at multiples of 15° (OpenStax Precalculus
 * §5.3, special angles; 15° and 75° from the half-angle formulas), with signs by quadrant.
 */

export type TrigName = 'sin' | 'cos' | 'tan' | 'csc' | 'sec' | 'cot';

/** Exact text of each function, or null where it is undefined (tan 90°). */
export type ExactValues = Record<TrigName, string | null>;

type Reference = 0 | 15 | 30 | 45 | 60 | 75 | 90;

const SIN: Record<Reference, string> = {
  0: '0',
  15: '(√6 − √2)/4',
  30: '1/2',
  45: '√2/2',
  60: '√3/2',
  75: '(√6 + √2)/4',
  90: '1',
};
const TAN: Record<Reference, string | null> = {
  0: '0',
  15: '2 − √3',
  30: '√3/3',
  45: '1',
  60: '√3',
  75: '2 + √3',
  90: null,
};
const SEC: Record<Reference, string | null> = {
  0: '1',
  15: '√6 − √2',
  30: '2√3/3',
  45: '√2',
  60: '2',
  75: '√6 + √2',
  90: null,
};

/** The angle in [0°, 360°) and its reference angle, the acute angle it makes with the x-axis. */
export function normalizeDegrees(degrees: number): { turn: number; reference: number } {
  const turn = ((degrees % 360) + 360) % 360;
  const reference = turn <= 90 ? turn : turn <= 180 ? 180 - turn : turn <= 270 ? turn - 180 : 360 - turn;
  return { turn, reference };
}

/** A negative exact value; a sum or difference ("2 − √3") is bracketed first. */
const signed = (negative: boolean, value: string | null) => {
  if (value === null || value === '0' || !negative) return value;
  return value.includes(' ') && !value.startsWith('(') ? `−(${value})` : `−${value}`;
};

/** Exact values when `degrees` is a whole multiple of 15, otherwise undefined. */
export function exactTrigValues(degrees: number): ExactValues | undefined {
  if (!Number.isInteger(degrees) || degrees % 15 !== 0) return undefined;
  const { turn, reference } = normalizeDegrees(degrees);
  const ref = reference as Reference;
  const complement = (90 - reference) as Reference;
  const sinNegative = turn > 180;
  const cosNegative = turn > 90 && turn < 270;
  return {
    sin: signed(sinNegative, SIN[ref]),
    cos: signed(cosNegative, SIN[complement]),
    tan: signed(sinNegative !== cosNegative, TAN[ref]),
    cot: signed(sinNegative !== cosNegative, TAN[complement]),
    sec: signed(cosNegative, SEC[ref]),
    csc: signed(sinNegative, SEC[complement]),
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A whole multiple of 15° in radians as a multiple of π ("π/6", "−3π/4", "2π"). */
export function radiansAsPi(degrees: number): string {
  const twelfths = degrees / 15;
  if (twelfths === 0) return '0';
  const divisor = gcd(Math.abs(twelfths), 12);
  const [top, bottom] = [Math.abs(twelfths) / divisor, 12 / divisor];
  const sign = twelfths < 0 ? '−' : '';
  return `${sign}${top === 1 ? '' : top}π${bottom === 1 ? '' : `/${bottom}`}`;
}
