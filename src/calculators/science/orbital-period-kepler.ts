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
  examples: [
    {
      inputs: { mode: 'period', body: 'sun', axis: { value: 1, unit: 'au' } },
      expect: { periodResult: { value: 365.256, unit: 'd' } },
      tolerance: 0.01 * 86_400,
      source: 'NASA Earth Fact Sheet (NSSDCA): sidereal orbit period 365.256 days at a semi-major axis of 1.000 au',
    },
    {
      inputs: { mode: 'period', body: 'sun', axis: { value: 227.956e6, unit: 'km' } },
      expect: { periodResult: { value: 686.98, unit: 'd' } },
      tolerance: 0.1 * 86_400,
      source:
        'NASA Mars Fact Sheet (NSSDCA): semi-major axis 227.956 × 10⁶ km, sidereal orbit period 686.980 days (to 0.1 day)',
    },
    {
      inputs: { mode: 'axis', body: 'earth', period: { value: 86_164.1, unit: 's' } },
      expect: { axisResult: { value: 42_164, unit: 'km' } },
      tolerance: 1000,
      source:
        'Geostationary orbit: one sidereal day (23 h 56 min 4.1 s) around Earth at a radius of 42,164 km (ESA, "Types of orbits"); to 1 km',
    },
  ],
});
