import { defineCalculator, number, out, radio, text } from '../../engine/index.ts';
import { toBase } from '../../engine/units/convert.ts';
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
  examples: [
    {
      inputs: { angle: '30' },
      expect: {
        sin: '1/2 = 0.5',
        cos: '√3/2 ≈ 0.8660254',
        tan: '√3/3 ≈ 0.57735027',
        csc: '2',
        sec: '2√3/3 ≈ 1.1547005',
        cot: '√3 ≈ 1.7320508',
        angle: '30° (π/6 ≈ 0.52359878 rad)',
      },
      source:
        'OpenStax Precalculus 2e, §5.3 and §5.4, table of special angles: sin 30° = 1/2, cos 30° = √3/2, tan 30° = √3/3, csc 30° = 2, sec 30° = 2√3/3, cot 30° = √3',
    },
    {
      inputs: { angle: '90' },
      expect: {
        sin: '1',
        cos: '0',
        tan: 'Undefined (cos 90° = 0)',
        sec: 'Undefined (cos 90° = 0)',
        csc: '1',
        cot: '0',
      },
      source: 'OpenStax Precalculus 2e, §5.4: tan 90° and sec 90° are undefined because cos 90° = 0; sin 90° = 1',
    },
    {
      inputs: { angle: '135' },
      expect: {
        sin: '√2/2 ≈ 0.70710678',
        cos: '−√2/2 ≈ −0.70710678',
        tan: '−1',
        quadrant: 'Quadrant II, reference angle 45°',
      },
      source:
        'OpenStax Precalculus 2e, §5.3 "Using reference angles": 135° has reference angle 45°, so sin 135° = √2/2 and cos 135° = −√2/2',
    },
    {
      inputs: { angle: '1', unit: 'rad' },
      expect: { sin: '0.84147098', cos: '0.54030231', tan: '1.5574077' },
      source:
        'CRC Standard Mathematical Tables, trigonometric functions of an angle in radians: sin 1 = 0.8414709848, cos 1 = 0.5403023059, tan 1 = 1.5574077247',
    },
    {
      inputs: { angle: '5π/6' },
      expect: { sin: '1/2 = 0.5', cos: '−√3/2 ≈ −0.8660254', angle: '150° (5π/6 ≈ 2.6179939 rad)' },
      source:
        'OpenStax Precalculus 2e, §5.3: 5π/6 (150°) has reference angle π/6, so sin 5π/6 = 1/2 and cos 5π/6 = −√3/2',
    },
    {
      inputs: { x: 0.5 },
      expect: { asin: '30° (π/6 ≈ 0.52359878 rad)', acos: '60° (π/3 ≈ 1.0471976 rad)' },
      source: 'OpenStax Precalculus 2e, §6.3 "Inverse Trigonometric Functions": sin⁻¹(1/2) = π/6 and cos⁻¹(1/2) = π/3',
    },
    {
      inputs: { x: 0.2 },
      expect: { atan: '11.309932° (0.19739556 rad)' },
      source: 'Calculatorology, "Arctan calculator" worked example: arctan 0.2 = 11.30993247° = 0.19739556 rad',
    },
    {
      inputs: { x: 2 },
      expect: { asin: 'Undefined: x must be between −1 and 1', acos: 'Undefined: x must be between −1 and 1' },
      source: 'OpenStax Precalculus 2e, §6.3: the domain of sin⁻¹ and cos⁻¹ is [−1, 1], so sin⁻¹ 2 is undefined',
    },
  ],
});
