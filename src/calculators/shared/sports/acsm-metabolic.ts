/*
 * The ACSM metabolic equations for walking and running (ACSM's Guidelines for Exercise Testing
 * and Prescription, 10th ed., Table 6.3): oxygen uptake in mL·kg⁻¹·min⁻¹ from the speed in metres
 * per minute and the grade as a fraction (5 % = 0.05).
 */

export type Gait = 'walk' | 'run';

/** Oxygen uptake at rest: one MET. */
export const RESTING_VO2 = 3.5;

/** The horizontal and vertical coefficients of each gait. */
const COEFFICIENTS: Record<Gait, { horizontal: number; vertical: number }> = {
  walk: { horizontal: 0.1, vertical: 1.8 },
  run: { horizontal: 0.2, vertical: 0.9 },
};

/** VO2 = 3.5 + horizontal × S + vertical × S × G. */
export function acsmVo2(gait: Gait, metresPerMinute: number, grade: number): number {
  const { horizontal, vertical } = COEFFICIENTS[gait];
  return RESTING_VO2 + horizontal * metresPerMinute + vertical * metresPerMinute * grade;
}

/** The speed on level ground (grade 0) that costs the same oxygen as `vo2`. */
export function levelSpeedFor(gait: Gait, vo2: number): number {
  return (vo2 - RESTING_VO2) / COEFFICIENTS[gait].horizontal;
}
