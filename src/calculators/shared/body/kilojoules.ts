import { HEAT_UNITS } from '../../../engine/units/families/heat.ts';

/*
 * Apart from ./energy.ts so that the many forms built on the body fields do not load the energy
 * units' family file: only the calculators that show kilojoules read it.
 */

/** The thermochemical kilocalorie, 4.184 kJ (NIST SP 811). */
export const KJ_PER_KCAL = HEAT_UNITS.energy.units.kcal.factor / HEAT_UNITS.energy.units.kj.factor;
