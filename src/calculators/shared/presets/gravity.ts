import { number } from '../../../engine/index.ts';
import { STANDARD_GRAVITY } from '../physics/constants.ts';

/* The gravitational acceleration field of the mechanics tools: Earth's standard gravity by default. */

export function gravityField(
  help = "Earth's standard gravity is 9.80665 m/s² (32.174 ft/s²); the Moon 1.62, Mars 3.71.",
) {
  return number({
    label: 'Gravitational acceleration (g)',
    help,
    unitFamily: 'acceleration',
    unit: 'mps2',
    imperialUnit: 'fps2',
    units: ['mps2', 'fps2', 'g'],
    default: STANDARD_GRAVITY,
    min: 0.01,
    minInclusive: true,
    max: 300,
  });
}
