import { describe, expect, it } from 'vitest';
import { solveTriangle, type TriangleParts } from '../../../../../src/calculators/shared/geometry/triangle.ts';

const DEGREES = 180 / Math.PI;
const given = (parts: Partial<TriangleParts>): TriangleParts => ({ a: 1, b: 1, c: 1, A: 60, B: 60, C: 60, ...parts });

function triangles(outcome: ReturnType<typeof solveTriangle>) {
  if (!('triangles' in outcome)) throw new Error(outcome.problem);
  return outcome.triangles;
}

describe('solving a triangle', () => {
  it('gives both triangles of the ambiguous case (Alberta Math 30-1 sine law example: A = 35°, a = 8, b = 10)', () => {
    const [first, second] = triangles(solveTriangle('ssa', given({ A: 35, a: 8, b: 10 })));
    expect(second).toBeDefined();
    expect((second?.B ?? 0) * DEGREES).toBeCloseTo(134.2, 1);
    expect((second?.C ?? 0) * DEGREES).toBeCloseTo(10.8, 1);
    expect(second?.c).toBeCloseTo(2.6, 1);
    expect((first?.B ?? 0) * DEGREES).toBeCloseTo(45.8, 1);
  });

  it('finds exactly one right triangle when a equals b × sin A', () => {
    const found = triangles(solveTriangle('ssa', given({ A: 30, a: 5, b: 10 })));
    expect(found).toHaveLength(1);
    expect((found[0]?.B ?? 0) * DEGREES).toBeCloseTo(90, 9);
  });

  it('says when no triangle fits: a side too short, an obtuse A facing a shorter side, angles of 180° or more', () => {
    expect(solveTriangle('ssa', given({ A: 30, a: 4, b: 10 }))).toMatchObject({ field: 'a' });
    expect(solveTriangle('ssa', given({ A: 120, a: 5, b: 6 }))).toMatchObject({ field: 'a' });
    expect(solveTriangle('asa', given({ A: 100, B: 80 }))).toMatchObject({ field: 'B' });
    expect(solveTriangle('aas', given({ A: 120, B: 70 }))).toMatchObject({ field: 'B' });
    expect(solveTriangle('sss', given({ a: 1, b: 2, c: 3 }))).toMatchObject({ field: 'c' });
  });

  it('solves ASA, AAS, SAS and SSS of one triangle to the same parts (a 3-4-5 right triangle)', () => {
    const right = { a: 3, b: 4, c: 5, A: Math.atan2(3, 4) * DEGREES, B: Math.atan2(4, 3) * DEGREES, C: 90 };
    for (const method of ['sss', 'sas', 'asa', 'aas'] as const) {
      const [solved] = triangles(solveTriangle(method, right));
      expect(solved?.a).toBeCloseTo(3, 10);
      expect(solved?.b).toBeCloseTo(4, 10);
      expect(solved?.c).toBeCloseTo(5, 10);
      expect(solved?.area).toBeCloseTo(6, 10);
      expect(solved?.heights[2]).toBeCloseTo(2.4, 10);
    }
  });

  it('keeps a needle-thin triangle finite', () => {
    const [thin] = triangles(solveTriangle('sss', given({ a: 1e9, b: 1e9, c: 1e-3 })));
    expect(Number.isFinite(thin?.area)).toBe(true);
    expect(thin?.area).toBeGreaterThan(0);
  });
});
