import { defineCalculator, number, select } from '../../engine/index.ts';
import { measureOutput } from '../shared/presets/shape-fields.ts';
import { circleOfRadius, radiusFrom } from '../shared/geometry/circle.ts';

export default defineCalculator({
  inputs: {
    known: select({
      label: 'I know the',
      options: [
        { value: 'radius', label: 'Radius (r)' },
        { value: 'diameter', label: 'Diameter (d)' },
        { value: 'circumference', label: 'Circumference (C)' },
        { value: 'area', label: 'Area (A)' },
      ],
      default: 'radius',
    }),
    length: number({
      label: 'Radius, diameter or circumference',
      help: 'The length you chose above; not used when you know the area.',
      default: 5,
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      min: 0,
      minInclusive: false,
      max: 1e12,
    }),
    area: number({
      label: 'Area',
      help: 'Used only when you know the area.',
      default: 100,
      unitFamily: 'area',
      unit: 'cm2',
      imperialUnit: 'in2',
      min: 0,
      minInclusive: false,
      max: 1e24,
    }),
  },
  outputs: {
    area: measureOutput('Area (A = πr²)', 'area', true),
    radius: measureOutput('Radius (r)', 'length'),
    diameter: measureOutput('Diameter (d = 2r)', 'length'),
    circumference: measureOutput('Circumference (C = 2πr)', 'length'),
  },
  compute: ({ known, length, area }) => circleOfRadius(radiusFrom(known, known === 'area' ? area : length)),
});
