import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { numberedSteps, shown, stepsTable } from '../shared/presets/steps-table.ts';
import { comparePoints, exactRoot, pointText } from '../shared/geometry/points.ts';

const LIMIT = 1e9;

const coordinate = (label: string, value: number, help?: string) =>
  number({ label, default: value, min: -LIMIT, max: LIMIT, ...(help ? { help } : {}) });

export default defineCalculator({
  inputs: {
    space: radio({
      label: 'Points in',
      options: [
        { value: 'plane', label: '2D (x, y)' },
        { value: 'space', label: '3D (x, y, z)' },
      ],
      default: 'plane',
    }),
    x1: coordinate('x₁', -3),
    y1: coordinate('y₁', -1),
    z1: coordinate('z₁', 0, 'Used for 3D points only.'),
    x2: coordinate('x₂', 2),
    y2: coordinate('y₂', 3),
    z2: coordinate('z₂', 0, 'Used for 3D points only.'),
  },
  outputs: {
    distance: out.number({ label: 'Distance', primary: true, digits: 10 }),
    exact: out.text({ label: 'Distance, exact' }),
    midpoint: out.text({ label: 'Midpoint' }),
    slope: out.text({ label: 'Slope (2D)' }),
    steps: stepsTable(),
  },
  compute: ({ space, x1, y1, z1, x2, y2, z2 }) => {
    const [first, second] =
      space === 'plane'
        ? [
            [x1, y1],
            [x2, y2],
          ]
        : [
            [x1, y1, z1],
            [x2, y2, z2],
          ];
    const pair = comparePoints(first, second);
    const sumOfSquares = first.reduce((sum, value, axis) => sum + ((second[axis] ?? 0) - value) ** 2, 0);
    const root = exactRoot(sumOfSquares);
    return {
      distance: pair.distance,
      exact: root === undefined ? `√${shown(sumOfSquares)}` : root,
      midpoint: pointText(pair.midpoint),
      slope:
        space === 'space'
          ? 'Not defined for points in space'
          : pair.slope === undefined
            ? 'Undefined (vertical line, Δx = 0)'
            : shown(pair.slope),
      steps: numberedSteps(pair.steps),
    };
  },
  examples: [
    {
      inputs: { space: 'plane', x1: -3, y1: -1, x2: 2, y2: 3 },
      expect: { distance: 6.403, exact: '√41', slope: '0.8' },
      tolerance: 0.0005,
      source:
        'OpenStax College Algebra 2e, §2.1 Example 2 "Finding the Distance between Two Points": (−3, −1) and (2, 3) are √41 ≈ 6.403 apart',
    },
    {
      inputs: { space: 'plane', x1: 7, y1: -2, x2: 9, y2: 5 },
      expect: { midpoint: '(8, 1.5)' },
      source:
        'OpenStax College Algebra 2e, §2.1 Example 4 "Finding the Midpoint of the Line Segment": the midpoint of (7, −2) and (9, 5) is (8, 3/2)',
    },
    {
      inputs: { space: 'space', x1: 1, y1: 4, z1: 5, x2: 4, y2: -2, z2: 7 },
      expect: { distance: 7, exact: '7' },
      source:
        "Thomas' Calculus (13th ed.), §12.1 exercise 43: P(1, 4, 5) and Q(4, −2, 7) are √(3² + (−6)² + 2²) = √49 = 7 apart",
    },
    {
      inputs: { space: 'space', x1: 7, y1: 2, z1: 9, x2: 10, y2: 1, z2: 1 },
      expect: { distance: 8.60232526, exact: '√74', midpoint: '(8.5, 1.5, 5)' },
      tolerance: 1e-8,
      source:
        'Mathway, Algebra examples, "3D coordinate system – finding the distance": (7, 2, 9) and (10, 1, 1) are √74 ≈ 8.60232526 apart; midpoint by the midpoint formula',
    },
    {
      inputs: { space: 'plane', x1: 2, y1: 1, x2: 2, y2: 6 },
      expect: { distance: 5, slope: 'Undefined (vertical line, Δx = 0)' },
      source:
        'OpenStax College Algebra 2e, §4.1 "Linear Functions": a vertical line (equal x-coordinates) has undefined slope',
    },
  ],
});
