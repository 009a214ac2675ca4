import { defineCalculator, number, out } from '../../engine/index.ts';
import { BODIES, escapeSpeed, type Body } from '../shared/physics/bodies.ts';
import { bodyInputs, gmOf } from '../shared/presets/celestial-body.ts';

const SPEED_UNITS = ['kmps', 'mps', 'kph', 'mips', 'mph'] as const;
const speedOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'speed',
    unit: 'kmps',
    imperialUnit: 'mips',
    units: SPEED_UNITS,
    digits: 4,
  });

export default defineCalculator({
  inputs: {
    ...bodyInputs('earth'),
    radius: number({
      label: 'Its radius (for another body)',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['km', 'mi', 'm'],
      default: 6371,
      min: 0.001,
      max: 1e7,
    }),
    altitude: number({
      label: 'Height above the surface',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['km', 'mi', 'm', 'ft', 'au'],
      default: 0,
      min: 0,
      max: 1e10,
    }),
  },
  outputs: {
    escape: speedOutput('Escape velocity', true),
    circular: speedOutput('Circular orbit speed at that height'),
    distance: out.number({
      label: 'Distance from the centre',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['km', 'mi', 'au'],
      digits: 5,
    }),
  },
  compute: ({ body, mass, radius, altitude }) => {
    const gm = gmOf(body, mass);
    const surface = body === 'custom' ? radius : BODIES[body as Body].radius;
    const distance = surface + altitude;
    const escape = escapeSpeed(gm, distance);
    return { escape, circular: escape / Math.SQRT2, distance };
  },
  examples: [
    {
      inputs: { body: 'earth', altitude: 0 },
      expect: { escape: { value: 11.2, unit: 'kmps' } },
      tolerance: 50,
      source: 'NASA Planetary Fact Sheet (NSSDCA, metric): Earth escape velocity 11.2 km/s (to 0.05 km/s)',
    },
    {
      inputs: { body: 'jupiter', altitude: 0 },
      expect: { escape: { value: 59.5, unit: 'kmps' } },
      tolerance: 50,
      source: 'NASA Planetary Fact Sheet (NSSDCA, metric): Jupiter escape velocity 59.5 km/s (to 0.05 km/s)',
    },
    {
      inputs: { body: 'moon', altitude: 0 },
      expect: { escape: { value: 2.38, unit: 'kmps' } },
      tolerance: 10,
      source: 'NASA Moon Fact Sheet (NSSDCA): lunar escape velocity 2.38 km/s (to 0.01 km/s)',
    },
    {
      inputs: { body: 'custom', mass: 5.972e24, radius: 6371, altitude: 0 },
      expect: { escape: { value: 11.186, unit: 'kmps' } },
      tolerance: 5,
      source:
        'OpenStax University Physics Volume 1, section 13.3, worked example "Escape from Earth": with M = 5.97 × 10²⁴ kg and R = 6.37 × 10⁶ m, v = 1.12 × 10⁴ m/s (11.2 km/s)',
    },
  ],
});
