import { checkAll, defineCalculator, number, out } from '../../engine/index.ts';
import { tireSizeErrors, tireSizeField } from '../shared/presets/tire-fields.ts';
import { diameterChangePercent, tireSize, trueSpeed } from '../shared/vehicles/tire-size.ts';

const SPEED = { unitFamily: 'speed', unit: 'kph', imperialUnit: 'mph', units: ['kph', 'mph'] } as const;

export default defineCalculator({
  inputs: {
    original: tireSizeField(
      'Original tire size',
      '225/45R17',
      'The size on the door placard: what the speedometer is set for.',
    ),
    fitted: tireSizeField('New tire size', '235/45R18'),
    indicated: number({ label: 'Speedometer reading', ...SPEED, default: 100, min: 0, max: 400 }),
  },
  validate: ({ original, fitted }) => checkAll(tireSizeErrors('original', original), tireSizeErrors('fitted', fitted)),
  outputs: {
    actual: out.number({ label: 'True road speed', primary: true, ...SPEED, decimals: 1 }),
    difference: out.number({ label: 'True speed minus speedometer', ...SPEED, decimals: 1 }),
    error: out.percent({ label: 'Speedometer error (+ reads high, − reads low)', decimals: 2 }),
    diameterChange: out.percent({ label: 'New tire diameter vs original', decimals: 2 }),
  },
  compute: ({ original, fitted, indicated }) => {
    const before = tireSize(original);
    const after = tireSize(fitted);
    const actual = trueSpeed(indicated, before, after);
    return {
      actual,
      difference: actual - indicated,
      // The usual definition: (indicated − true) ÷ true, so a speedometer showing too much is positive.
      error: (before.diameter / after.diameter - 1) * 100,
      diameterChange: diameterChangePercent(before, after),
    };
  },
});
