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
});
