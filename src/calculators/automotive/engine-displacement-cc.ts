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
});
