/*
 * American Wire Gauge by its definition (ASTM B258): d = 0.127 mm × 92^((36 − n) / 39), where 0000
 * is n = −3, 000 is −2, 00 is −1 and 0 is 0. And the IEC 60228 metric conductor sizes.
 */

const DIAMETER_36_MM = 0.127;
const RATIO = 92;
const STEPS = 39;

export const awgDiameterMm = (gauge: number): number => DIAMETER_36_MM * RATIO ** ((36 - gauge) / STEPS);

/** The (fractional) gauge of a round wire of `mm` diameter. */
export const gaugeOfDiameter = (mm: number): number => 36 - (STEPS * Math.log(mm / DIAMETER_36_MM)) / Math.log(RATIO);

export const circleArea = (diameter: number): number => (Math.PI / 4) * diameter ** 2;

export const diameterOfArea = (area: number): number => Math.sqrt((4 * area) / Math.PI);

/** "4/0" for −3 … "1/0" for 0, then the number. */
export const gaugeName = (gauge: number): string => (gauge <= 0 ? `${String(1 - gauge)}/0` : String(gauge));

/** Nominal cross-sections of IEC 60228 conductors, mm². */
export const IEC_60228_SIZES = [
  0.5, 0.75, 1, 1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95, 120, 150, 185, 240, 300, 400, 500, 630, 800, 1000,
] as const;

/** The smallest IEC 60228 size at least `mm2`, or undefined past 1000 mm². */
export const nextIecSize = (mm2: number): number | undefined =>
  IEC_60228_SIZES.find((size) => size >= mm2 * (1 - 1e-9));
