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
  examples: [
    {
      inputs: { original: '245/65R17', fitted: '265/75R17', indicated: { value: 60, unit: 'mph' } },
      expect: { actual: { value: 66.32, unit: 'mph' } },
      // 0.005 mph in metres per second.
      tolerance: 0.0023,
      source:
        'GPS Speedometer, "Tire Size Calculator" (gpsspeedometer.io): 245/65R17 → 265/75R17, at an indicated 60 mph the true speed is 66.32 mph',
    },
    {
      inputs: { original: '175/70R13', fitted: '195/60R15', indicated: { value: 50, unit: 'mph' } },
      expect: { actual: { value: 53.5, unit: 'mph' } },
      tolerance: 0.023,
      source:
        'Autopedia tire forum, "tire sizes" reply (1998): 175/70R13 (22.64 in) to 195/60R15 (24.2 in) is about 7% larger; the speedometer says 50, the car is really doing 53.5 mph',
    },
    {
      inputs: { original: '31x10.50R15', fitted: '35x12.50R15 LT', indicated: 0 },
      expect: { actual: 0, difference: 0, diameterChange: 12.9 },
      tolerance: 0.05,
      source:
        'Gearhead Proving Ground, "Tire & Wheel calculators": a lift with 35-inch tires replacing 31-inch tires creates about 13% speedometer error (35 ÷ 31 = 1.129); standing still reads 0 on any tire',
    },
  ],
});
