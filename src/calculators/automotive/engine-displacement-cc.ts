import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { cylinderVolume } from '../shared/building/solids.ts';

const BORE_STROKE = { unitFamily: 'length', unit: 'mm', imperialUnit: 'in', units: ['mm', 'in', 'cm'] } as const;

const cylinderField = (label: string, help: string, defaultMm: number) =>
  number({
    label,
    help,
    ...BORE_STROKE,
    default: defaultMm,
    min: 1,
    max: 1000,
    messages: { min: 'Enter at least 1 mm (about 0.04 in).' },
  });

/** One volume output, fixed to a single unit so cc, litres and cubic inches show side by side. */
const volumeOutput = (label: string, unit: string, digits: number, primary = false) =>
  out.number({ label, unitFamily: 'volume', unit, units: [unit], decimals: digits, primary });

export default defineCalculator({
  inputs: {
    bore: cylinderField('Bore (cylinder diameter)', 'The inside diameter of one cylinder.', 86),
    stroke: cylinderField('Stroke', 'How far the piston travels from bottom to top.', 86),
    cylinders: integer({ label: 'Number of cylinders', default: 4, min: 1, max: 24, suffix: 'cylinders' }),
  },
  outputs: {
    cc: volumeOutput('Engine displacement', 'cm3', 0, true),
    litres: volumeOutput('Displacement in litres', 'l', 2),
    cubicInches: volumeOutput('Displacement in cubic inches', 'in3', 1),
    perCylinder: volumeOutput('Swept volume of one cylinder', 'cm3', 1),
  },
  compute: ({ bore, stroke, cylinders }) => {
    // The swept volume of one cylinder is a cylinder as wide as the bore and as tall as the stroke.
    const perCylinder = cylinderVolume(bore, stroke);
    const total = perCylinder * cylinders;
    return { cc: total, litres: total, cubicInches: total, perCylinder };
  },
  examples: [
    {
      inputs: { bore: 86, stroke: 86, cylinders: 4 },
      expect: { cc: { value: 1998, unit: 'cm3' } },
      tolerance: 0.5e-6,
      source:
        'Honda K20A engine specification: bore 86 mm × stroke 86 mm, 4 cylinders, 1,998 cc (Wikipedia, "Honda K engine")',
    },
    {
      inputs: { bore: { value: 4, unit: 'in' }, stroke: { value: 3.48, unit: 'in' }, cylinders: 8 },
      expect: { cubicInches: { value: 350, unit: 'in3' } },
      // GM rounds 349.85 in³ to the "350" it is named for.
      tolerance: 0.2 * 1.6387064e-5,
      source:
        'Chevrolet small-block 350 V8: bore 4.00 in × stroke 3.48 in, 8 cylinders, 350 cu in (5.7 L) (Wikipedia, "Chevrolet small-block engine (first- and second-generation)")',
    },
    {
      inputs: { bore: 86, stroke: 86, cylinders: 6 },
      expect: { litres: { value: 2.997, unit: 'l' } },
      tolerance: 0.5e-6,
      source:
        'Toyota 2JZ-GTE specification: bore 86 mm × stroke 86 mm, straight-six, 2,997 cc (Wikipedia, "Toyota JZ engine")',
    },
  ],
});
