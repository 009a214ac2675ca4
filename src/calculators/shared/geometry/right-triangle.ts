import { shown } from '../presets/steps-table.ts';

/*
 * A right triangle with legs a and b and hypotenuse c (a² + b² = c²): the missing side from the
 * other two, and the acute angles A (opposite a) and B (opposite b) in radians.
 */

export type RightTriangleSide = 'a' | 'b' | 'c';

export interface RightTriangle {
  a: number;
  b: number;
  c: number;
  angleA: number;
  angleB: number;
  steps: string[];
}

/** Why the two known sides cannot belong to a right triangle, or undefined when they can. */
export function rightTriangleProblem(solveFor: RightTriangleSide, a: number, b: number, c: number): string | undefined {
  if (solveFor === 'c') return undefined;
  const leg = solveFor === 'a' ? b : a;
  return leg < c ? undefined : 'The hypotenuse c is the longest side: make it longer than the other leg.';
}

/** Solves the triangle for `solveFor` from the other two sides (the third argument is ignored). */
export function solveRightTriangle(solveFor: RightTriangleSide, a: number, b: number, c: number): RightTriangle {
  let steps: string[];
  if (solveFor === 'c') {
    c = Math.hypot(a, b);
    steps = [
      'c² = a² + b²',
      `c² = ${shown(a)}² + ${shown(b)}² = ${shown(a * a)} + ${shown(b * b)} = ${shown(a * a + b * b)}`,
      `c = √${shown(a * a + b * b)} = ${shown(c)}`,
    ];
  } else {
    const known = solveFor === 'a' ? b : a;
    const other = known === a ? 'a' : 'b';
    // (c − k)(c + k) loses less precision than c² − k² when the leg is nearly the hypotenuse.
    const square = (c - known) * (c + known);
    const missing = Math.sqrt(square);
    if (solveFor === 'a') a = missing;
    else b = missing;
    steps = [
      `${solveFor}² = c² − ${other}²`,
      `${solveFor}² = ${shown(c)}² − ${shown(known)}² = ${shown(c * c)} − ${shown(known * known)} = ${shown(square)}`,
      `${solveFor} = √${shown(square)} = ${shown(missing)}`,
    ];
  }
  const angleA = Math.atan2(a, b);
  return { a, b, c, angleA, angleB: Math.PI / 2 - angleA, steps };
}
