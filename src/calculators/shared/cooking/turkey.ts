import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';

/*
 * USDA FSIS, "Let's Talk Turkey – A Consumer Guide to Safely Roasting a Turkey": roasting times
 * of a fresh or thawed turkey in a 325 °F oven, by weight band, unstuffed and stuffed (the
 * stuffed column starts at 8 lb). Hours as published; a weight on a band edge takes the lower band.
 */
export interface TurkeyBand {
  fromLb: number;
  toLb: number;
  unstuffedHours: readonly [number, number];
  stuffedHours?: readonly [number, number];
}

export const TURKEY_TIMETABLE: readonly TurkeyBand[] = [
  { fromLb: 4, toLb: 8, unstuffedHours: [1.5, 3.25] },
  { fromLb: 8, toLb: 12, unstuffedHours: [2.75, 3], stuffedHours: [3, 3.5] },
  { fromLb: 12, toLb: 14, unstuffedHours: [3, 3.75], stuffedHours: [3.5, 4] },
  { fromLb: 14, toLb: 18, unstuffedHours: [3.75, 4.25], stuffedHours: [4, 4.25] },
  { fromLb: 18, toLb: 20, unstuffedHours: [4.25, 4.5], stuffedHours: [4.25, 4.75] },
  { fromLb: 20, toLb: 24, unstuffedHours: [4.5, 5], stuffedHours: [4.75, 5.25] },
];

export const TURKEY_OVEN_F = 325;
export const TURKEY_MIN_KG = toBase('mass', 4, 'lb');
export const TURKEY_MAX_KG = toBase('mass', 24, 'lb');

/** The band of a turkey weighing `kg`; undefined outside 4 to 24 lb. */
export function turkeyBand(kg: number): TurkeyBand | undefined {
  const lb = kg / toBase('mass', 1, 'lb');
  return TURKEY_TIMETABLE.find((band) => lb >= band.fromLb - 1e-9 && lb <= band.toLb + 1e-9);
}
