import { describe, expect, it } from 'vitest';
import { solveLinearSystem } from '../../../../src/calculators/shared/algebra/linear-system.ts';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'system-of-linear-equations';

describe('solving linear systems', () => {
  it('names the free unknown of a dependent system', async () => {
    const outputs = await outputsWith(SLUG, { size: '2', equation1: [1, 2, 9], equation2: [2, 4, 18] });
    expect(outputs['solution']).toBe('Infinitely many solutions');
    expect(outputs['kind']).toBe('Dependent: y can take any value and the other unknowns follow from it');
    expect(outputs['determinant']).toBe('0');
  });

  it('keeps fractions exact', async () => {
    const outputs = await outputsWith(SLUG, { size: '2', equation1: [3, 0, 1], equation2: [0, 3, 2] });
    expect(outputs['solution']).toBe('x = 1/3, y = 2/3');
    expect(outputs['decimals']).toBe('x = 0.3333333333, y = 0.6666666667');
  });

  it('solves long decimals in floating point, pivoting on the largest entry', () => {
    // Without pivoting, the tiny first pivot 1e-17 would wipe out x entirely (x = 0 instead of 1).
    const { solution, steps, exact } = solveLinearSystem(
      [
        [1e-17 + 1e-30, 1, 1],
        [1, 1, 2],
      ],
      ['x', 'y'],
    );
    expect(exact).toBe(false);
    expect(steps[1]?.operation).toBe('Swap R1 and R2');
    if (solution.kind !== 'unique') throw new Error('expected one solution');
    expect(solution.values[0]).toBeCloseTo(1, 12);
    expect(solution.values[1]).toBeCloseTo(1, 12);
  });

  it('reports a contradiction found in a 3 × 3 system', () => {
    const { solution } = solveLinearSystem(
      [
        [1, 1, 1, 1],
        [2, 2, 2, 5],
        [1, -1, 0, 0],
      ],
      ['x', 'y', 'z'],
    );
    // 2x + 2y + 2z = 5 is the pivot row; R2 − ½R1 leaves 0 = 1 − 5/2.
    expect(solution).toEqual({ kind: 'none', contradiction: '0 = -3/2' });
  });

  it('asks for the right count of numbers in each equation used, and ignores the others', async () => {
    expect(await errorsWith(SLUG, { size: '3', equation2: [1, 2, 3] })).toEqual({
      equation2: 'Enter 4 numbers: the numbers in front of x, y and z, then the number after “=”.',
    });
    expect(await errorsWith(SLUG, { size: '2', equation1: [1, 1e16, 2], equation2: [1, 1, 1] })).toEqual({
      equation1: 'Use 0 or numbers between 1e-15 and 1e15 in size.',
    });
  });
});
