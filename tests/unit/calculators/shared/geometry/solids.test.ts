import { describe, expect, it } from 'vitest';
import { SOLIDS } from '../../../../../src/calculators/shared/geometry/solids.ts';
import {
  heronArea,
  PLANE_SHAPES,
  triangleSidesProblem,
} from '../../../../../src/calculators/shared/geometry/plane-shapes.ts';

const base = { a: 3, b: 2, c: 1.5, h: 5, n: 4 };

// Relations between the CRC mensuration formulas that any correct set of them satisfies.
describe('solid formulas agree with each other at their limiting cases', () => {
  it('a sphere is two thirds of the cylinder around it, in volume and in surface (Archimedes)', () => {
    const cylinder = { ...base, h: 2 * base.a };
    expect(SOLIDS.sphere.volume(base)).toBeCloseTo((2 / 3) * SOLIDS.cylinder.volume(cylinder), 12);
    expect(SOLIDS.sphere.surface(base)).toBeCloseTo((2 / 3) * SOLIDS.cylinder.surface(cylinder), 12);
  });

  it('a capsule with no straight part is a sphere, and a hemisphere is half a sphere plus its base', () => {
    expect(SOLIDS.capsule.volume({ ...base, h: 0 })).toBeCloseTo(SOLIDS.sphere.volume(base), 12);
    expect(SOLIDS.capsule.surface({ ...base, h: 0 })).toBeCloseTo(SOLIDS.sphere.surface(base), 12);
    expect(SOLIDS.hemisphere.surface(base)).toBeCloseTo(SOLIDS.sphere.surface(base) / 2 + Math.PI * base.a ** 2, 12);
  });

  it('a frustum with no top is a cone, and with equal radii a cylinder', () => {
    expect(SOLIDS.frustum.volume({ ...base, b: 0 })).toBeCloseTo(SOLIDS.cone.volume(base), 12);
    expect(SOLIDS.frustum.surface({ ...base, b: 0 })).toBeCloseTo(SOLIDS.cone.surface(base), 12);
    expect(SOLIDS.frustum.volume({ ...base, b: base.a })).toBeCloseTo(SOLIDS.cylinder.volume(base), 12);
    expect(SOLIDS.frustum.surface({ ...base, b: base.a })).toBeCloseTo(SOLIDS.cylinder.surface(base), 12);
  });

  it('a square prism is a box, and a pyramid holds a third of the box on its base', () => {
    const square = { ...base, b: base.a };
    expect(SOLIDS.prism.volume(base)).toBeCloseTo(SOLIDS.box.volume(square), 12);
    expect(SOLIDS.prism.surface(base)).toBeCloseTo(SOLIDS.box.surface(square), 12);
    expect(SOLIDS.pyramid.volume(base)).toBeCloseTo(SOLIDS.box.volume(base) / 3, 12);
  });

  it('an ellipsoid with equal semi-axes is a sphere, surface included', () => {
    const round = { ...base, b: base.a, c: base.a };
    expect(SOLIDS.ellipsoid.volume(round)).toBeCloseTo(SOLIDS.sphere.volume(base), 12);
    expect(SOLIDS.ellipsoid.surface(round)).toBeCloseTo(SOLIDS.sphere.surface(base), 10);
  });

  it('a square pyramid of base 6 and height 4 has slant height 5 (a 3-4-5 triangle): surface 36 + 4 × ½ × 6 × 5 = 96, volume 48', () => {
    const pyramid = { ...base, a: 6, b: 6, h: 4 };
    expect(SOLIDS.pyramid.surface(pyramid)).toBeCloseTo(96, 12);
    expect(SOLIDS.pyramid.volume(pyramid)).toBeCloseTo(48, 12);
  });
});

describe('plane shapes at their edges', () => {
  it('Heron gives the area of a 3-4-5 right triangle (6) and of a needle-thin one without cancellation', () => {
    expect(heronArea(3, 4, 5)).toBeCloseTo(6, 14);
    expect(heronArea(1e6, 1e6, 1e-3)).toBeCloseTo(500, 6);
  });

  it('refuses sides that do not make a triangle, a flat one included', () => {
    expect(triangleSidesProblem(1, 2, 3)).toMatch(/do not make a triangle/);
    expect(triangleSidesProblem(1, 2, 10)).toMatch(/do not make a triangle/);
    expect(triangleSidesProblem(2, 3, 4)).toBeUndefined();
  });

  it('a regular polygon of many sides approaches the circle through its corners', () => {
    const sides = 100_000;
    const side = 2 * Math.sin(Math.PI / sides);
    expect(PLANE_SHAPES.polygon.area({ ...base, angle: 0, n: sides, a: side })).toBeCloseTo(Math.PI, 6);
  });

  it('a full-turn sector is the whole circle', () => {
    expect(PLANE_SHAPES.sector.area({ ...base, angle: 2 * Math.PI })).toBeCloseTo(
      PLANE_SHAPES.circle.area({ ...base, angle: 0 }),
      12,
    );
  });
});
