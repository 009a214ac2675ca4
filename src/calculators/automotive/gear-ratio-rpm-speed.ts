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
});
