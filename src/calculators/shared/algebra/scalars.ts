import Fraction from 'fraction.js';
import { decimal } from './show.ts';

/*
 * The arithmetic a worked solution needs, over exact fractions or over doubles, so one solver
 * serves both: fractions when the entries are short decimals, doubles otherwise.
 */

/** Exact or floating-point arithmetic, with the text a step writes for each value. */
export interface Scalars<T> {
  from: (value: number) => T;
  add: (a: T, b: T) => T;
  sub: (a: T, b: T) => T;
  mul: (a: T, b: T) => T;
  div: (a: T, b: T) => T;
  isZero: (a: T) => boolean;
  /** Size used to choose the pivot. */
  size: (a: T) => number;
  text: (a: T) => string;
  value: (a: T) => number;
}

export const exactScalars: Scalars<Fraction> = {
  from: (value) => new Fraction(value),
  add: (a, b) => a.add(b),
  sub: (a, b) => a.sub(b),
  mul: (a, b) => a.mul(b),
  div: (a, b) => a.div(b),
  isZero: (a) => a.n === 0n,
  size: (a) => Math.abs(a.valueOf()),
  text: (a) => a.toFraction(),
  value: (a) => a.valueOf(),
};

/**
 * Doubles, with anything below `tolerance` counted as zero (what is left of an exact
 * cancellation), written to `digits` significant digits.
 */
export function decimalScalars(tolerance: number, digits: number): Scalars<number> {
  return {
    from: (value) => value,
    add: (a, b) => a + b,
    sub: (a, b) => a - b,
    mul: (a, b) => a * b,
    div: (a, b) => a / b,
    isZero: (a) => Math.abs(a) <= tolerance,
    size: Math.abs,
    text: (a) => decimal(a, digits),
    value: (a) => a,
  };
}
