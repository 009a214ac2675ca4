import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { orbitalPeriod, semiMajorAxis } from '../shared/physics/bodies.ts';
import { bodyInputs, gmOf } from '../shared/presets/celestial-body.ts';

const DISTANCE_UNITS = ['au', 'km', 'mi', 'm'] as const;
const TIME_UNITS = ['d', 'yr', 'h', 'min', 's'] as const;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Find',
      options: [
        { value: 'period', label: 'The period, from the orbit’s size' },
        { value: 'axis', label: 'The orbit’s size, from the period' },
      ],
      default: 'period',
    }),
    ...bodyInputs('sun'),
    axis: number({
      label: 'Semi-major axis (average distance)',
      unitFamily: 'length',
      unit: 'au',
      units: DISTANCE_UNITS,
      default: 1,
      min: 0,
      minInclusive: false,
      max: 1e15,
    }),
    period: number({
      label: 'Orbital period',
      unitFamily: 'time',
      unit: 'd',
      units: TIME_UNITS,
      default: 365.256,
      min: 0,
      minInclusive: false,
      max: 1e12,
    }),
  },
  outputs: {
    periodResult: out.number({
      label: 'Orbital period',
      primary: true,
      unitFamily: 'time',
      unit: 'd',
      units: TIME_UNITS,
      digits: 6,
    }),
    axisResult: out.number({
      label: 'Semi-major axis',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: DISTANCE_UNITS,
      digits: 6,
    }),
    speed: out.number({
      label: 'Mean orbital speed (near-circular orbit)',
      unitFamily: 'speed',
      unit: 'kmps',
      imperialUnit: 'mips',
      units: ['kmps', 'mps', 'kph', 'mips', 'mph'],
      digits: 4,
    }),
  },
  compute: ({ mode, body, mass, axis, period }) => {
    const gm = gmOf(body, mass);
    const a = mode === 'period' ? axis : semiMajorAxis(gm, period);
    const t = mode === 'period' ? orbitalPeriod(gm, axis) : period;
    return { periodResult: t, axisResult: a, speed: (2 * Math.PI * a) / t };
  },
});
