import { SPACE_UNITS } from './families/space.ts';
import { MATTER_UNITS } from './families/matter.ts';
import { MOTION_UNITS } from './families/motion.ts';
import { HEAT_UNITS } from './families/heat.ts';
import { ELECTRIC_UNITS } from './families/electric.ts';
import { EVERYDAY_UNITS } from './families/everyday.ts';

/**
 * The family files, each a group a page loads as one chunk, named after its file (its loader in
 * ./loaders/ puts its families in ./registry.ts; ./all.ts loads them all).
 */
export const UNIT_GROUPS = {
  space: SPACE_UNITS,
  matter: MATTER_UNITS,
  motion: MOTION_UNITS,
  heat: HEAT_UNITS,
  electric: ELECTRIC_UNITS,
  everyday: EVERYDAY_UNITS,
} as const;

export type UnitGroup = keyof typeof UNIT_GROUPS;

/**
 * Exact unit factors to each family's base unit (SI where there is one), from the SI brochure
 * and NIST SP 811 (Appendix B). International inch = 25.4 mm, avoirdupois pound =
 * 0.45359237 kg, US gallon = 231 in³, imperial gallon = 4.54609 L, standard gravity 9.80665.
 * Temperature is affine and handled separately.
 */
export const UNIT_FAMILIES = {
  ...SPACE_UNITS,
  ...MATTER_UNITS,
  ...MOTION_UNITS,
  ...HEAT_UNITS,
  ...ELECTRIC_UNITS,
  ...EVERYDAY_UNITS,
} as const;

export type UnitFamily = keyof typeof UNIT_FAMILIES;
export type UnitOf<F extends UnitFamily> = keyof (typeof UNIT_FAMILIES)[F]['units'] & string;
export type AnyUnit = { [F in UnitFamily]: UnitOf<F> }[UnitFamily];

export interface UnitInfo {
  label: string;
  symbol: string;
  factor: number;
  system: 'metric' | 'imperial';
}
