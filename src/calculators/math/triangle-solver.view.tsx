import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { placeTriangle } from '../shared/geometry/triangle-figure.ts';
import {
  solveTriangle,
  type SolvedTriangle,
  type TriangleCase,
  type TriangleParts,
} from '../shared/geometry/triangle.ts';
import { Figure, Label, shapeStyle } from './_figure.tsx';

const CASES: readonly TriangleCase[] = ['sss', 'sas', 'asa', 'aas', 'ssa'];
const PART_KEYS = ['a', 'b', 'c', 'A', 'B', 'C'] as const;
const [WIDTH, HEIGHT, MARGIN] = [240, 150, 22];

/** The typed parts, or undefined while any field cannot be read. */
function typedParts(values: Readonly<Record<string, unknown>>): TriangleParts | undefined {
  const parts: Partial<TriangleParts> = {};
  for (const key of PART_KEYS) {
    const value = values[key];
    if (typeof value !== 'number') return undefined;
    parts[key] = value;
  }
  return parts as TriangleParts;
}

/** A point pushed `distance` away from `centre`, to sit a letter just outside a corner or side. */
function outside(point: readonly [number, number], centre: readonly [number, number], distance: number) {
  const [dx, dy] = [point[0] - centre[0], point[1] - centre[1]];
  const length = Math.hypot(dx, dy) || 1;
  return { x: point[0] + (dx / length) * distance, y: point[1] + (dy / length) * distance };
}

function Drawn({ triangle, title }: { triangle: SolvedTriangle; title: string }) {
  const { A, B, C } = placeTriangle(triangle, WIDTH, HEIGHT, MARGIN);
  const centre: [number, number] = [(A[0] + B[0] + C[0]) / 3, (A[1] + B[1] + C[1]) / 3];
  const middle = (p: readonly [number, number], q: readonly [number, number]): [number, number] => [
    (p[0] + q[0]) / 2,
    (p[1] + q[1]) / 2,
  ];
  const corners = [
    ['A', A],
    ['B', B],
    ['C', C],
  ] as const;
  const sides = [
    ['a', middle(B, C)],
    ['b', middle(A, C)],
    ['c', middle(A, B)],
  ] as const;
  return (
    <Figure label={title} caption={title} width={WIDTH} height={HEIGHT}>
      <polygon points={[A, B, C].map((p) => p.join(',')).join(' ')} style={shapeStyle} />
      {corners.map(([name, point]) => (
        <Label key={name} {...outside(point, centre, 11)}>
          {name}
        </Label>
      ))}
      {sides.map(([name, point]) => (
        <Label key={name} {...outside(point, centre, 10)}>
          {name}
        </Label>
      ))}
    </Figure>
  );
}

/** The solved triangle drawn to scale, or both triangles of the ambiguous case side by side. */
export default function TriangleSolverView({ values }: CalculatorViewProps): ReactNode {
  const given = CASES.find((value) => value === values['given']) ?? 'sss';
  const parts = typedParts(values);
  const outcome = parts ? solveTriangle(given, parts) : undefined;
  if (!outcome || !('triangles' in outcome)) {
    return <p style={{ color: 'var(--color-muted)' }}>The drawing appears when the values make a triangle.</p>;
  }
  const many = outcome.triangles.length > 1;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, 14rem), 1fr))`,
        gap: 'var(--space-4)',
      }}
    >
      {outcome.triangles.map((triangle, index) => (
        <Drawn
          key={index}
          triangle={triangle}
          title={many ? `Triangle ${index + 1} of 2, drawn to scale` : 'The triangle, drawn to scale'}
        />
      ))}
    </div>
  );
}
