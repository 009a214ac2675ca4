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
});
