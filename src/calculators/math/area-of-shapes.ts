import { defineCalculator, number, out } from '../../engine/index.ts';
import { measureOutput, shapeFields } from '../shared/presets/shape-fields.ts';
import {
  PLANE_SHAPES,
  measuresText,
  triangleSidesProblem,
  type PlaneShapeKey,
} from '../shared/geometry/plane-shapes.ts';

const SHAPES = (Object.keys(PLANE_SHAPES) as PlaneShapeKey[]).map((value) => ({
  value,
  label: PLANE_SHAPES[value].label,
}));

export default defineCalculator({
  inputs: {
    ...shapeFields(SHAPES, 'rectangle'),
    angle: number({
      label: 'Angle θ',
      help: 'The central angle of a sector.',
      default: 60,
      unitFamily: 'angle',
      unit: 'deg',
      units: ['deg', 'rad'],
      min: 0,
      minInclusive: false,
      max: 360,
    }),
  },
  outputs: {
    area: measureOutput('Area', 'area', true),
    formula: out.text({ label: 'Formula' }),
    measures: out.text({ label: 'Measurements used' }),
  },
  validate: ({ shape, a, b, c }) => {
    const problem = shape === 'heron' ? triangleSidesProblem(a, b, c) : undefined;
    return problem ? [{ field: 'c', message: problem }] : [];
  },
  compute: (values) => {
    const shape = PLANE_SHAPES[values.shape];
    return { area: shape.area(values), formula: shape.formula, measures: measuresText(shape.uses) };
  },
  examples: [
    {
      inputs: { shape: 'rectangle', a: { value: 32, unit: 'm' }, b: { value: 20, unit: 'm' } },
      expect: { area: 640, formula: 'A = a × b' },
      source: 'OpenStax Prealgebra 2e, §9.4: a rectangle 32 m long and 20 m wide has area 32 × 20 = 640 m²',
    },
    {
      inputs: { shape: 'heron', a: { value: 5, unit: 'm' }, b: { value: 6, unit: 'm' }, c: { value: 7, unit: 'm' } },
      expect: { area: 14.7 },
      tolerance: 0.005,
      source: 'Math is Fun, "Heron\'s Formula": sides 5, 6 and 7 give s = 9 and A = √(9 × 4 × 3 × 2) = √216 ≈ 14.7',
    },
    {
      inputs: { shape: 'sector', a: { value: 20, unit: 'ft' }, angle: 30 },
      expect: { area: { value: 104.72, unit: 'ft2' } },
      tolerance: 0.0005,
      source:
        'OpenStax Precalculus 2e, §5.1 Example "Finding the area of a sector": a sprinkler reaching 20 ft while turning 30° waters ½ × 20² × π/6 ≈ 104.72 ft²',
    },
    {
      inputs: { shape: 'polygon', n: 6, a: { value: 1, unit: 'm' } },
      expect: { area: 2.598 },
      tolerance: 0.0005,
      source: 'Math is Fun, "Regular Polygons – Properties": table of areas for side 1, hexagon 2.598',
    },
    {
      inputs: {
        shape: 'trapezoid',
        a: { value: 14, unit: 'ft' },
        b: { value: 6, unit: 'ft' },
        h: { value: 8, unit: 'ft' },
      },
      expect: { area: { value: 80, unit: 'ft2' } },
      tolerance: 1e-9,
      source:
        'Jiskha worked answer "Find the area of the trapezoid": bases 14 ft and 6 ft, height 8 ft, (14 + 6) ÷ 2 × 8 = 80 ft²',
    },
  ],
});
