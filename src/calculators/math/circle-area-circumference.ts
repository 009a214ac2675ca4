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
  examples: [
    {
      inputs: { known: 'radius', length: { value: 1.2, unit: 'm' } },
      expect: { area: 4.52, diameter: 2.4 },
      tolerance: 0.005,
      source:
        'Math is Fun, "Circle" (geometry/circle.html), area example: a circle of radius 1.2 m has A = π × 1.2² = 3.14159… × 1.44 = 4.52 m² (to 2 decimals)',
    },
    {
      inputs: { known: 'diameter', length: { value: 100, unit: 'm' } },
      expect: { circumference: 314, radius: 50 },
      tolerance: 0.5,
      source:
        'Math is Fun, "Circle": walking around a circle of diameter 100 m covers the circumference π × 100 m = 314 m (to the nearest metre)',
    },
    {
      inputs: { known: 'area', area: { value: 154, unit: 'cm2' } },
      expect: { radius: 0.07 },
      // 0.01 cm, in metres: the text rounds r = √(154 ÷ π) to 7 cm.
      tolerance: 0.0001,
      source:
        'Alexander & Koeberlein, Elementary Geometry for College Students (6th ed.), §8.4 exercise 27: a circle of area 154 cm² has r = √(154 ÷ π) ≈ 7 cm',
    },
    {
      inputs: { known: 'circumference', length: { value: 44, unit: 'cm' } },
      expect: { radius: 0.07, area: 0.0154 },
      // The source takes π ≈ 22/7; with π itself r = 7.003 cm and A = 154.06 cm² (3e-5 in metres and m²).
      tolerance: 0.00003,
      source:
        'cdquestions.com, "The area of a circle is 154 cm², find the circumference": r = 7 cm and C = 2πr = 44 cm, worked with π = 22/7',
    },
  ],
});
