/*
 * An angle as a student writes it: "30", "-1.25", "π/6", "2pi/3", "3π". Read by the calculator
 * itself, so radians can be typed as exact multiples of π.
 */

const ANGLE = /^([+\-−]?)\s*(\d+(?:\.\d*)?|\.\d+)?\s*(π|pi)?\s*(?:\/\s*(\d+(?:\.\d*)?|\.\d+))?$/i;

/** The number an angle text stands for, or undefined when it is not one. */
export function readAngle(text: string): number | undefined {
  const match = ANGLE.exec(text.trim());
  if (!match) return undefined;
  const [, sign, coefficient, pi, divisor] = match;
  if (coefficient === undefined && pi === undefined) return undefined;
  const top = (coefficient === undefined ? 1 : Number(coefficient)) * (pi === undefined ? 1 : Math.PI);
  const bottom = divisor === undefined ? 1 : Number(divisor);
  if (bottom === 0) return undefined;
  const value = ((sign === '-' || sign === '−' ? -1 : 1) * top) / bottom;
  return Number.isFinite(value) ? value : undefined;
}
