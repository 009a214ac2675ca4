import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { numberedSteps, shown, stepsTable } from '../shared/presets/steps-table.ts';
import { rightTriangleProblem, solveRightTriangle } from '../shared/geometry/right-triangle.ts';

const DEGREES = 180 / Math.PI;

const side = (label: string, value: number, help: string) =>
  number({ label, default: value, min: 0, minInclusive: false, max: 1e9, help });

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Find',
      options: [
        { value: 'c', label: 'Hypotenuse c' },
        { value: 'a', label: 'Leg a' },
        { value: 'b', label: 'Leg b' },
      ],
      default: 'c',
    }),
    a: side('Leg a', 3, 'Not used when finding a.'),
    b: side('Leg b', 4, 'Not used when finding b.'),
    c: side('Hypotenuse c', 5, 'The side opposite the right angle; not used when finding c.'),
  },
  outputs: {
    missing: out.number({ label: 'Missing side', primary: true, digits: 8 }),
    a: out.number({ label: 'Leg a', digits: 8 }),
    b: out.number({ label: 'Leg b', digits: 8 }),
    c: out.number({ label: 'Hypotenuse c', digits: 8 }),
    angleA: out.number({
      label: 'Angle A (opposite a)',
      unitFamily: 'angle',
      unit: 'deg',
      units: ['deg', 'rad'],
      digits: 6,
    }),
    angleB: out.number({
      label: 'Angle B (opposite b)',
      unitFamily: 'angle',
      unit: 'deg',
      units: ['deg', 'rad'],
      digits: 6,
    }),
    area: out.number({ label: 'Area (a × b ÷ 2)', digits: 8 }),
    perimeter: out.number({ label: 'Perimeter (a + b + c)', digits: 8 }),
    steps: stepsTable(),
  },
  validate: ({ solveFor, a, b, c }) => {
    const problem = rightTriangleProblem(solveFor, a, b, c);
    return problem ? [{ field: 'c', message: problem }] : [];
  },
  compute: ({ solveFor, a, b, c }) => {
    const triangle = solveRightTriangle(solveFor, a, b, c);
    const [angleA, angleB] = [triangle.angleA * DEGREES, triangle.angleB * DEGREES];
    return {
      missing: triangle[solveFor],
      a: triangle.a,
      b: triangle.b,
      c: triangle.c,
      angleA: triangle.angleA,
      angleB: triangle.angleB,
      area: (triangle.a * triangle.b) / 2,
      perimeter: triangle.a + triangle.b + triangle.c,
      steps: numberedSteps([
        ...triangle.steps,
        `A = arctan(a ÷ b) = arctan(${shown(triangle.a)} ÷ ${shown(triangle.b)}) = ${shown(angleA)}°`,
        `B = 90° − A = ${shown(angleB)}°`,
      ]),
    };
  },
});
