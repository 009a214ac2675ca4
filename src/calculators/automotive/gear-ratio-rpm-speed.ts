import { checkAll, defineCalculator, number, out, radio } from '../../engine/index.ts';
import { tireSizeErrors, tireSizeField } from '../shared/presets/tire-fields.ts';
import { tireSize } from '../shared/vehicles/tire-size.ts';

const FIND = [
  { value: 'rpm', label: 'Engine RPM at a road speed' },
  { value: 'speed', label: 'Road speed at an engine RPM' },
] as const;

const TIRE_BY = [
  { value: 'size', label: 'Tire size' },
  { value: 'diameter', label: 'Measured tire diameter' },
] as const;

const SPEED = { unitFamily: 'speed', unit: 'kph', imperialUnit: 'mph', units: ['kph', 'mph'] } as const;

const ratioField = (label: string, fallback: number, help: string) =>
  number({ label, help, default: fallback, min: 0.3, max: 20, suffix: ': 1' });

export default defineCalculator({
  inputs: {
    find: radio({ label: 'Find', options: FIND, default: 'rpm' }),
    speed: number({ label: 'Road speed', ...SPEED, default: 100, min: 0, max: 500 }),
    rpm: number({ label: 'Engine speed', default: 2500, min: 0, max: 25_000, suffix: 'rpm' }),
    gear: ratioField('Transmission gear ratio', 1, '1 for a direct top gear; overdrive gears are below 1 (0.7–0.85).'),
    axle: ratioField('Axle (final drive) ratio', 3.73, 'For example 3.73 for 3.73:1 gears.'),
    tireBy: radio({ label: 'Tire given as', options: TIRE_BY, default: 'size' }),
    tire: tireSizeField('Tire size', '265/70R17'),
    diameter: number({
      label: 'Tire diameter',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'in', 'cm'],
      default: 700,
      min: 200,
      max: 2000,
      help: 'Used when "Measured tire diameter" is chosen.',
    }),
  },
  validate: ({ tireBy, tire }) => checkAll(tireBy === 'size' ? tireSizeErrors('tire', tire) : []),
  outputs: {
    rpmOut: out.number({ label: 'Engine speed', primary: true, decimals: 0, suffix: 'rpm' }),
    speedOut: out.number({ label: 'Road speed', ...SPEED, decimals: 1 }),
    overall: out.number({ label: 'Overall ratio (gear × axle)', digits: 4, suffix: ': 1' }),
    tireDiameter: out.number({
      label: 'Tire diameter used',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'in'],
      decimals: 1,
    }),
  },
  compute: ({ find, speed, rpm, gear, axle, tireBy, tire, diameter }) => {
    const tireDiameter = tireBy === 'size' ? tireSize(tire).diameter : diameter;
    const overall = gear * axle;
    // One engine turn moves the car π × diameter ÷ overall ratio metres.
    const metresPerEngineTurn = (Math.PI * tireDiameter) / overall;
    const rpmOut = find === 'rpm' ? (speed / metresPerEngineTurn) * 60 : rpm;
    const speedOut = find === 'speed' ? (rpm / 60) * metresPerEngineTurn : speed;
    return { rpmOut, speedOut, overall, tireDiameter };
  },
  examples: [
    {
      inputs: {
        find: 'rpm',
        speed: { value: 60, unit: 'mph' },
        gear: 1,
        axle: 3.89,
        tireBy: 'diameter',
        diameter: { value: 29, unit: 'in' },
      },
      expect: { rpmOut: 2704 },
      // The source's constant 336 rounds 63,360 ÷ 60 ÷ π = 336.13, so its rpm is 0.04% low.
      tolerance: 1.5,
      source:
        'For A-Bodies Only, "Gear Ratio Selection": rpm = mph × gear ratio × 336 ÷ tire diameter; 60 × 3.89 × 336 ÷ 29 = 2704 rpm',
    },
    {
      inputs: {
        find: 'rpm',
        speed: { value: 70, unit: 'mph' },
        gear: 1,
        axle: 3.55,
        tireBy: 'diameter',
        diameter: { value: 26, unit: 'in' },
      },
      expect: { rpmOut: 3211 },
      // 336 for 336.13 again: 0.04% of 3,211 rpm is 1.3 rpm, plus the source's rounding.
      tolerance: 2,
      source:
        'CalcHorsepower, "Gear Ratio RPM & MPH Calculator", worked example: RPM = (70 × 3.55 × 1.0 × 336) ÷ 26 = 3,211 RPM',
    },
    {
      inputs: {
        find: 'speed',
        rpm: 2908,
        gear: 1,
        axle: 3.73,
        tireBy: 'diameter',
        diameter: { value: 28, unit: 'in' },
      },
      expect: { speedOut: { value: 65, unit: 'mph' } },
      // 0.1 mph in metres per second: the table rounds its rpm to the whole number.
      tolerance: 0.045,
      source:
        'Free Tools Hub, "Tire Gear Ratio Calculator", RPM at 65 mph chart: 3.73:1 axle, 28-inch tire, 1:1 transmission → 2,908 rpm; read the other way, 2,908 rpm is 65 mph',
    },
  ],
});
