import { MATTER_UNITS } from '../../../engine/units/families/matter.ts';
import { SPACE_UNITS } from '../../../engine/units/families/space.ts';

/*
 * Lawn rates are published in pounds per 1,000 square feet (seed, fertiliser, nitrogen). These
 * turn such a rate and an area in square metres into kilograms, with the unit table's exact factors.
 */

const LB = MATTER_UNITS.mass.units.lb.factor;
const THOUSAND_FT2 = 1000 * SPACE_UNITS.area.units.ft2.factor;

/** Weight, kg, to spread `lbPer1000Ft2` over `area` m². */
export function weightForArea(lbPer1000Ft2: number, area: number): number {
  return (lbPer1000Ft2 * LB * area) / THOUSAND_FT2;
}
