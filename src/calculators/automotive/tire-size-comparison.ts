import { checkAll, defineCalculator, out } from '../../engine/index.ts';
import { tireLengthOutput, tireSizeErrors, tireSizeField } from '../shared/presets/tire-fields.ts';
import {
  circumference,
  diameterChangePercent,
  revolutionsPerMile,
  tireSize,
  trueSpeed,
  type TireSize,
} from '../shared/vehicles/tire-size.ts';

/** Speedometer readings the table walks through: every 10 mph and every 20 km/h. */
const READINGS = [1, 2, 3, 4, 5, 6, 7, 8];

const dimensions = (size: TireSize) => ({
  diameter: size.diameter,
  width: size.width,
  sidewall: size.sidewall,
  circumference: circumference(size),
});

export default defineCalculator({
  inputs: {
    original: tireSizeField('Original tire size', '225/45R17'),
    fitted: tireSizeField('New tire size', '235/40R18', 'The size you are thinking of fitting, written the same way.'),
  },
  validate: ({ original, fitted }) => checkAll(tireSizeErrors('original', original), tireSizeErrors('fitted', fitted)),
  outputs: {
    diameterChange: out.percent({ label: 'Diameter difference', primary: true, decimals: 2 }),
    diameterOriginal: tireLengthOutput('Original overall diameter'),
    diameterFitted: tireLengthOutput('New overall diameter'),
    diameterDifference: tireLengthOutput('Difference in diameter (new − original)'),
    widthOriginal: tireLengthOutput('Original section width'),
    widthFitted: tireLengthOutput('New section width'),
    sidewallOriginal: tireLengthOutput('Original sidewall height'),
    sidewallFitted: tireLengthOutput('New sidewall height'),
    circumferenceOriginal: tireLengthOutput('Original circumference'),
    circumferenceFitted: tireLengthOutput('New circumference'),
    revsOriginal: out.number({ label: 'Original revolutions per mile', decimals: 1 }),
    revsFitted: out.number({ label: 'New revolutions per mile', decimals: 1 }),
    speedometer: out.table({
      label: 'Speedometer reading and true speed on the new tires',
      columns: [
        { key: 'mph', label: 'Speedometer (mph)', kind: 'integer' },
        { key: 'trueMph', label: 'True speed (mph)', kind: 'number' },
        { key: 'kph', label: 'Speedometer (km/h)', kind: 'integer' },
        { key: 'trueKph', label: 'True speed (km/h)', kind: 'number' },
      ],
    }),
  },
  compute: ({ original, fitted }) => {
    const before = tireSize(original);
    const after = tireSize(fitted);
    const was = dimensions(before);
    const now = dimensions(after);
    return {
      diameterChange: diameterChangePercent(before, after),
      diameterOriginal: was.diameter,
      diameterFitted: now.diameter,
      diameterDifference: now.diameter - was.diameter,
      widthOriginal: was.width,
      widthFitted: now.width,
      sidewallOriginal: was.sidewall,
      sidewallFitted: now.sidewall,
      circumferenceOriginal: was.circumference,
      circumferenceFitted: now.circumference,
      revsOriginal: revolutionsPerMile(before),
      revsFitted: revolutionsPerMile(after),
      speedometer: READINGS.map((step) => ({
        mph: step * 10,
        trueMph: trueSpeed(step * 10, before, after),
        kph: step * 20,
        trueKph: trueSpeed(step * 20, before, after),
      })),
    };
  },
  examples: [
    {
      inputs: { original: '245/65R17', fitted: '265/75R17' },
      expect: {
        diameterOriginal: { value: 750.3, unit: 'mm' },
        diameterFitted: { value: 829.3, unit: 'mm' },
        diameterDifference: { value: 79.0, unit: 'mm' },
      },
      // Half of the source's last shown digit (0.05 mm), in metres.
      tolerance: 0.00005,
      source:
        'GPS Speedometer, "Tire Size Calculator" (gpsspeedometer.io): 245/65R17 = 750.3 mm, 265/75R17 = 829.3 mm, diameter change +79.0 mm (+10.5%)',
    },
    {
      inputs: { original: 'P225/55R17 97H', fitted: '245/40ZR18 97Y XL' },
      expect: {
        sidewallOriginal: { value: 123.75, unit: 'mm' },
        diameterOriginal: { value: 26.74, unit: 'in' },
        sidewallFitted: { value: 98, unit: 'mm' },
        diameterFitted: { value: 25.72, unit: 'in' },
      },
      // 0.005 in, half of the sources' last shown digit, in metres.
      tolerance: 0.000127,
      source:
        'The Prime Calculator, "Tire Size Calculator Formula": 225/55R17 sidewall 123.75 mm, diameter 26.74 in; Inch Calculator, "Tire Size Calculator": 245/40R18 sidewall 98 mm, diameter 25.72 in',
    },
    {
      inputs: { original: '225/55R17', fitted: '225/55R17' },
      expect: { revsOriginal: 754, revsFitted: 754, diameterChange: 0 },
      tolerance: 0.5,
      source:
        'The Prime Calculator, "Tire Size Calculator Formula": 225/55R17 circumference 84.0 in, 63,360 ÷ 84.0 = 754 revolutions per mile; the same size on both sides changes nothing',
    },
    {
      inputs: { original: 'LT265/75R16 123/120S', fitted: '31x10.50R15 LT 109Q' },
      expect: {
        diameterFitted: { value: 31, unit: 'in' },
        widthFitted: { value: 10.5, unit: 'in' },
        sidewallFitted: { value: 8, unit: 'in' },
        diameterOriginal: { value: 31.65, unit: 'in' },
      },
      tolerance: 0.000127,
      source:
        'Tire and Rim Association flotation sizing (overall diameter × section width, inches): a 31x10.50R15 is 31 in tall and 10.5 in wide with an (31 − 15) ÷ 2 = 8 in sidewall; Discount Tire Center "How to find tire diameter": OD = 2 × section height + rim, 265 × 0.75 = 198.75 mm = 7.825 in, 2 × 7.825 + 16 = 31.65 in',
    },
  ],
});
