import { number, select } from '../../../engine/index.ts';
import { GRAVITATIONAL } from '../physics/constants.ts';
import { BODIES, bodyChoices, type Body } from '../physics/bodies.ts';

/*
 * The central body of the astronomy tools: a menu of the Sun, planets, Moon and Pluto (NASA fact
 * sheet values) or your own body by its mass, and its GM for the formulas.
 */

export const bodyInputs = (fallback: Body) => ({
  body: select({
    label: 'Body',
    options: bodyChoices({ value: 'custom', label: 'Another body (enter its mass)' }),
    default: fallback,
  }),
  mass: number({
    label: 'Its mass (for another body)',
    unitFamily: 'mass',
    unit: 'kg',
    units: ['kg', 't', 'lb'],
    default: 5.972e24,
    min: 1,
    max: 1e32,
  }),
});

/** GM of the chosen body, m³/s²: the fact sheet's, or G × mass for another body. */
export const gmOf = (body: string, mass: number): number =>
  body === 'custom' ? GRAVITATIONAL * mass : BODIES[body as Body].gm;
