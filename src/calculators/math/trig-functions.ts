import { defineCalculator, number, out } from '../../engine/index.ts';
import { angleText, inverseValues, quadrantText, trigValues } from '../shared/geometry/trig.ts';

const LARGEST_TURNS = 1e6;

export default defineCalculator({
  inputs: {
    angle: number({
      label: 'Angle θ',
      help: 'Degrees or radians; multiples of 15° give exact values.',
      default: 60,
      unitFamily: 'angle',
      unit: 'deg',
      units: ['deg', 'rad'],
      min: -360 * LARGEST_TURNS,
      max: 360 * LARGEST_TURNS,
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
  compute: ({ angle, x }) => ({
    ...trigValues(angle),
    angle: angleText(angle),
    quadrant: quadrantText(angle),
    ...inverseValues(x),
  }),
  examples: [
    {
      inputs: { angle: 30 },
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
      inputs: { angle: 90 },
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
      inputs: { angle: 135 },
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
      inputs: { angle: { value: 1, unit: 'rad' } },
      expect: { sin: '0.84147098', cos: '0.54030231', tan: '1.5574077' },
      source:
        'CRC Standard Mathematical Tables, trigonometric functions of an angle in radians: sin 1 = 0.8414709848, cos 1 = 0.5403023059, tan 1 = 1.5574077247',
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
