import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * ENERGY STAR's sizing chart for room air conditioners (energystar.gov, "Room air conditioners –
 * properly sized"): the cooling capacity for a room's floor area, then its adjustments (−10 % for
 * a heavily shaded room, +10 % for a very sunny one, +600 BTU/h for each regular occupant beyond
 * two, +4,000 BTU/h for a kitchen). A rule of thumb for one room; a whole house is sized by an
 * ACCA Manual J load calculation.
 */

/** Rows "from ft² up to (not including) ft²: BTU/h", as the chart prints them. */
const CHART: readonly (readonly [number, number, number])[] = [
  [100, 150, 5_000],
  [150, 250, 6_000],
  [250, 300, 7_000],
  [300, 350, 8_000],
  [350, 400, 9_000],
  [400, 450, 10_000],
  [450, 550, 12_000],
  [550, 700, 14_000],
  [700, 1_000, 18_000],
  [1_000, 1_200, 21_000],
  [1_200, 1_400, 23_000],
  [1_400, 1_500, 24_000],
  [1_500, 2_000, 30_000],
  [2_000, 2_500, 34_000],
];

/** The largest floor area the chart covers, in m². */
export const CHART_LARGEST_AREA = toBase('area', 2_500, 'ft2');

/**
 * The chart's capacity in BTU/h for a floor area in m²; rooms under 100 ft² take the smallest
 * row. The area is compared in square feet rounded to 0.01, as a visitor would read it, so
 * 150 ft² entered in any unit lands on the 150–250 row.
 */
export function chartCapacity(area: number): number {
  const squareFeet = Math.round((area / toBase('area', 1, 'ft2')) * 100) / 100;
  const row = CHART.find(([, below]) => squareFeet < below);
  return row ? row[2] : 34_000;
}

export type Sunlight = 'shaded' | 'average' | 'sunny';

/** The adjusted capacity in BTU/h. */
export function roomCoolingBtuh(area: number, sunlight: Sunlight, occupants: number, kitchen: boolean): number {
  const sunFactor = sunlight === 'shaded' ? 0.9 : sunlight === 'sunny' ? 1.1 : 1;
  return chartCapacity(area) * sunFactor + 600 * Math.max(0, occupants - 2) + (kitchen ? 4_000 : 0);
}
