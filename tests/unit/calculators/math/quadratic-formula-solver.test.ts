import { describe, expect, it } from 'vitest';
import { exactRoots, quadraticRoots } from '../../../../src/calculators/shared/algebra/quadratic.ts';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'quadratic-formula-solver';

describe('quadratic roots', () => {
  it('keep the small root of x² + 10⁸x + 1 to full precision, where (−b + √D)/2a loses it to cancellation', () => {
    const roots = quadraticRoots(1, 1e8, 1);
    if (roots.kind !== 'real') throw new Error('expected real roots');
    // The product of the roots is c/a = 1, so the small root is −1/(−10⁸ + 10⁻⁸) to 16 digits.
    expect(roots.plus).toBeCloseTo(-1.0e-8, 22);
    expect(Math.abs(roots.plus * roots.minus - 1)).toBeLessThan(1e-15);
    // The schoolbook form gets the small root badly wrong here.
    expect(Math.abs((-1e8 + Math.sqrt(1e16 - 4)) / 2 - -1e-8)).toBeGreaterThan(1e-10);
  });

  it('give a double root at 0 for x² = 0 and name the plus and minus roots by the formula', () => {
    expect(quadraticRoots(1, 0, 0)).toEqual({ kind: 'real', plus: 0, minus: 0 });
    expect(quadraticRoots(1, -3, 2)).toEqual({ kind: 'real', plus: 2, minus: 1 });
    expect(quadraticRoots(-1, 0, 4)).toEqual({ kind: 'real', plus: -2, minus: 2 });
  });

  it('write exact roots in lowest terms, with √D simplified', () => {
    expect(exactRoots(1, -2, -71)).toBe('x = 1 ± 6√2'); // D = 288 = 144 × 2
    expect(exactRoots(2, 4, -1)).toBe('x = (-2 ± √6)/2');
    expect(exactRoots(-1, 0, 2)).toBe('x = ±√2');
    expect(exactRoots(1, 0, 1)).toBe('x = ±i');
    expect(exactRoots(4, -4, 1)).toBe('x = 1/2');
    expect(exactRoots(1.5, 1, 1)).toBeUndefined();
  });
});

describe('the quadratic formula calculator', () => {
  it('solves a = 0 as a linear equation and says so', async () => {
    const outputs = await outputsWith(SLUG, { a: 0, b: 2, c: 4 });
    expect(outputs['roots']).toBe('x = -2');
    expect(outputs['nature']).toBe('Linear equation (a = 0)');
    expect(outputs['steps']).toContain('linear equation');
  });

  it('says when a = b = 0 leaves no solution or every x', async () => {
    expect((await outputsWith(SLUG, { a: 0, b: 0, c: 3 }))['roots']).toBe('No solution (3 ≠ 0)');
    expect((await outputsWith(SLUG, { a: 0, b: 0, c: 0 }))['roots']).toBe('Every x is a solution (0 = 0)');
  });

  it('reports a repeated root when the discriminant is 0', async () => {
    const outputs = await outputsWith(SLUG, { a: 1, b: -2, c: 1 });
    expect(outputs['roots']).toBe('x = 1 (a double root)');
    expect(outputs['discriminant']).toBe('0');
    expect(outputs['vertex']).toBe('(1, 0)');
  });

  it('refuses coefficients too large or too small to solve reliably', async () => {
    expect(await errorsWith(SLUG, { a: 1e101, b: -1e101 })).toEqual({
      a: 'Use 0 or a number between 1e-100 and 1e100 in size.',
      b: 'Use 0 or a number between 1e-100 and 1e100 in size.',
    });
  });
});
