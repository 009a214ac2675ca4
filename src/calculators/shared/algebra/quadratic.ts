import Fraction from 'fraction.js';
import { simplifiable, simplifyRadical } from './radicals.ts';

/*
 * Roots of ax² + bx + c = 0 (a ≠ 0). The real roots use the cancellation-free form
 * q = −½(b + sign(b)√D), x = q/a and x = c/q, so a tiny root next to a large one keeps its digits
 * (the schoolbook (−b ± √D)/2a subtracts two nearly equal numbers there).
 */

export type QuadraticRoots =
  | { kind: 'real'; /** (−b + √D) / 2a */ plus: number; /** (−b − √D) / 2a */ minus: number }
  | { kind: 'complex'; real: number; /** Positive: the roots are real ± imaginary·i. */ imaginary: number };

export function quadraticRoots(a: number, b: number, c: number): QuadraticRoots {
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) {
    return { kind: 'complex', real: -b / (2 * a), imaginary: Math.sqrt(-discriminant) / Math.abs(2 * a) };
  }
  const root = Math.sqrt(discriminant);
  const q = b >= 0 ? -(b + root) / 2 : (-b + root) / 2;
  // q = 0 only when b = 0 and D = 0, which means c = 0: a double root at 0.
  if (q === 0) return { kind: 'real', plus: 0, minus: 0 };
  const [first, second] = [q / a, c / q];
  // q/a is the "−√D" root when b ≥ 0 and the "+√D" root when b < 0.
  return b >= 0 ? { kind: 'real', plus: second, minus: first } : { kind: 'real', plus: first, minus: second };
}

const gcd = (x: number, y: number): number => (y === 0 ? Math.abs(x) : gcd(y, x % y));

/** Largest whole coefficient for which the exact form is worked out (b² − 4ac stays an exact integer). */
const LARGEST_EXACT = 1e5;

/**
 * The roots in exact form for whole-number coefficients: fractions when √D is whole, otherwise
 * "(p ± q√m)/r" or "(p ± qi√m)/r" in lowest terms. Undefined for other coefficients.
 */
export function exactRoots(a: number, b: number, c: number): string | undefined {
  if (![a, b, c].every((value) => Number.isInteger(value) && Math.abs(value) <= LARGEST_EXACT) || a === 0) {
    return undefined;
  }
  const discriminant = b * b - 4 * a * c;
  if (!simplifiable(Math.abs(discriminant))) return undefined;
  const { outside, inside } = simplifyRadical(Math.abs(discriminant), 2);
  if (discriminant === 0) return `x = ${new Fraction(-b, 2 * a).toFraction()}`;
  if (inside === 1 && discriminant > 0) {
    const plus = new Fraction(-b + outside, 2 * a).toFraction();
    const minus = new Fraction(-b - outside, 2 * a).toFraction();
    return `x₁ = ${plus}, x₂ = ${minus}`;
  }
  const common = gcd(gcd(b, outside), 2 * a);
  const sign = a < 0 ? -1 : 1;
  const [p, q, r] = [(sign * -b) / common, outside / common, (sign * 2 * a) / common];
  const unit = discriminant < 0 ? 'i' : '';
  const radical = `${q === 1 ? '' : q}${unit}${inside === 1 ? '' : `√${inside}`}`;
  const top = p === 0 ? `±${radical}` : `${p} ± ${radical}`;
  if (r === 1) return `x = ${top}`;
  return p === 0 ? `x = ${top}/${r}` : `x = (${top})/${r}`;
}
