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
});
