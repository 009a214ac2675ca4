import { shown } from '../presets/steps-table.ts';
import { heronArea, triangleSidesProblem } from './plane-shapes.ts';

/*
 * A triangle solved from three of its parts (CRC Standard Mathematical Tables, "Plane
 * trigonometry": laws of sines and cosines). Side a is opposite angle A, b opposite B, c opposite
 * C; angles are in radians here.
 */

export type TriangleCase = 'sss' | 'sas' | 'asa' | 'aas' | 'ssa';

export interface TriangleParts {
  a: number;
  b: number;
  c: number;
  A: number;
  B: number;
  C: number;
}

export interface SolvedTriangle extends TriangleParts {
  area: number;
  perimeter: number;
  heights: [number, number, number];
}

export type TriangleOutcome = { triangles: SolvedTriangle[] } | { problem: string; field: keyof TriangleParts };

const DEGREE = Math.PI / 180;
/** Relative tolerance for "a equals b × sin A" in the ambiguous case, so a right triangle typed exactly is found. */
const TOUCHING = 1e-12;

/** acos of a cosine that float error may push just outside [−1, 1]. */
const safeAcos = (cosine: number) => Math.acos(Math.min(1, Math.max(-1, cosine)));

/** The angle opposite side `opposite`, from three sides (law of cosines). */
const angleFromSides = (opposite: number, left: number, right: number) =>
  safeAcos((left * left + right * right - opposite * opposite) / (2 * left * right));

function complete(parts: TriangleParts): SolvedTriangle {
  const area = (parts.a * parts.b * Math.sin(parts.C)) / 2;
  return {
    ...parts,
    area,
    perimeter: parts.a + parts.b + parts.c,
    heights: [(2 * area) / parts.a, (2 * area) / parts.b, (2 * area) / parts.c],
  };
}

/** Two angles and the side opposite the first: the rest by the law of sines. */
function fromTwoAngles(first: number, second: number, opposite: number): TriangleParts {
  const third = Math.PI - first - second;
  const ratio = opposite / Math.sin(first);
  return { a: opposite, b: ratio * Math.sin(second), c: ratio * Math.sin(third), A: first, B: second, C: third };
}

function ambiguousCase(a: number, b: number, A: number): TriangleOutcome {
  const least = b * Math.sin(A);
  if (A >= Math.PI / 2 && a <= b)
    return {
      field: 'a',
      problem: 'With angle A at 90° or more, side a must be the longest side: make a longer than b.',
    };
  if (a < least * (1 - TOUCHING))
    return {
      field: 'a',
      problem: `No triangle has these values: side a must be at least b × sin A = ${shown(least)} to reach the third side.`,
    };
  // Side a just reaches the base: one right triangle (asin is too blunt this close to 1).
  if (Math.abs(a - least) <= least * TOUCHING) return ambiguousTriangles(a, b, A, [Math.PI / 2]);
  const firstB = Math.asin(Math.min(1, least / a));
  // B may also be obtuse when a is shorter than b: the second triangle.
  return ambiguousTriangles(a, b, A, a < b ? [firstB, Math.PI - firstB] : [firstB]);
}

function ambiguousTriangles(a: number, b: number, A: number, options: readonly number[]): TriangleOutcome {
  return {
    triangles: options.map((B) => {
      const C = Math.PI - A - B;
      return complete({ a, b, c: (a * Math.sin(C)) / Math.sin(A), A, B, C });
    }),
  };
}

/** The angles come in degrees, as typed; every angle of the result is in radians. */
export function solveTriangle(given: TriangleCase, parts: TriangleParts): TriangleOutcome {
  const { a, b, c } = parts;
  const [A, B, C] = [parts.A * DEGREE, parts.B * DEGREE, parts.C * DEGREE];
  switch (given) {
    case 'sss': {
      const problem = triangleSidesProblem(a, b, c);
      if (problem) return { field: 'c', problem };
      // From the area (Heron) and the law of cosines together, so a needle-thin angle keeps its digits.
      const fourTimesArea = 4 * heronArea(a, b, c);
      const opposite = (side: number, left: number, right: number) =>
        Math.atan2(fourTimesArea, left * left + right * right - side * side);
      return { triangles: [complete({ a, b, c, A: opposite(a, b, c), B: opposite(b, a, c), C: opposite(c, a, b) })] };
    }
    case 'sas': {
      const third = Math.sqrt(Math.max(0, a * a + b * b - 2 * a * b * Math.cos(C)));
      const angleA = angleFromSides(a, b, third);
      return { triangles: [complete({ a, b, c: third, A: angleA, B: Math.PI - angleA - C, C })] };
    }
    case 'asa':
    case 'aas': {
      if (parts.A + parts.B >= 180)
        return { field: 'B', problem: 'Angles A and B add up to 180° or more, so no triangle has them.' };
      if (given === 'aas') return { triangles: [complete(fromTwoAngles(A, B, a))] };
      // ASA: the side c between A and B is opposite the third angle C.
      const third = Math.PI - A - B;
      const ratio = c / Math.sin(third);
      return { triangles: [complete({ a: ratio * Math.sin(A), b: ratio * Math.sin(B), c, A, B, C: third })] };
    }
    case 'ssa':
      return ambiguousCase(a, b, A);
  }
}
