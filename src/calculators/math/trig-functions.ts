import { defineCalculator, number, out, radio, text } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { readAngle } from '../shared/geometry/angle-text.ts';
import { angleText, inverseValues, quadrantText, trigValues } from '../shared/geometry/trig.ts';

/** A million turns either way, in radians: far beyond any angle a lesson uses. */
const LARGEST_ANGLE = 2e6 * Math.PI;

type AngleUnit = 'deg' | 'rad';

/** An angle written with π is in radians whatever the unit choice says: nobody means π/6 degrees. */
const inRadians = (angle: string, unit: AngleUnit) =>
  toBase('angle', readAngle(angle) ?? 0, /π|pi/i.test(angle) ? 'rad' : unit);

export default defineCalculator({
  inputs: {
    angle: text({
      label: 'Angle θ',
      help: 'Like 30, -45, 1.2 or π/6 (type pi or π; an angle with π is in radians). Multiples of 15° give exact values.',
      default: '60',
      maxLength: 40,
      inputMode: 'text',
    }),
    unit: radio({
      label: 'Angle in',
      options: [
        { value: 'deg', label: 'Degrees' },
        { value: 'rad', label: 'Radians' },
      ],
      default: 'deg',
    }),
    x: number({
      label: 'Value x for the inverse functions',
      help: 'arcsin and arccos need x from −1 to 1; arctan takes any x.',
      default: 0.5,
      min: -1e12,
      max: 1e12,
    }),
  },
  outputs: {
    sin: out.text({ label: 'sin θ', primary: true }),
    cos: out.text({ label: 'cos θ' }),
    tan: out.text({ label: 'tan θ' }),
    csc: out.text({ label: 'csc θ = 1 ÷ sin θ' }),
    sec: out.text({ label: 'sec θ = 1 ÷ cos θ' }),
    cot: out.text({ label: 'cot θ = cos θ ÷ sin θ' }),
    angle: out.text({ label: 'θ in degrees and radians' }),
    quadrant: out.text({ label: 'Where θ lies' }),
    asin: out.text({ label: 'arcsin x (from −90° to 90°)' }),
    acos: out.text({ label: 'arccos x (from 0° to 180°)' }),
    atan: out.text({ label: 'arctan x (between −90° and 90°)' }),
  },
  validate: ({ angle, unit }) => {
    if (readAngle(angle) === undefined)
      return [
        {
          field: 'angle',
          message: `“${angle}” is not an angle: type a number such as 30 or 1.2, or a multiple of π such as π/6.`,
        },
      ];
    return Math.abs(inRadians(angle, unit)) > LARGEST_ANGLE
      ? [{ field: 'angle', message: 'Use an angle within a million turns (360,000,000°) either way.' }]
      : [];
  },
  compute: ({ angle, unit, x }) => {
    const radians = inRadians(angle, unit);
    return { ...trigValues(radians), angle: angleText(radians), quadrant: quadrantText(radians), ...inverseValues(x) };
  },
});
