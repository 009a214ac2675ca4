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
});
