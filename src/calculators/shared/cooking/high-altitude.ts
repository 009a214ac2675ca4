import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Colorado State University Extension, "High Altitude Baking" (fact sheet 9.306), adjustments
 * for cakes and quick breads by elevation band. Each range is kept as published, in spoons per
 * teaspoon or cup of the recipe; the calculator uses the middle of each range.
 */
export interface AltitudeBand {
  fromFeet: number;
  label: string;
  /** Teaspoons of baking powder or soda to take away per teaspoon. */
  leavening: readonly [number, number];
  /** Tablespoons of sugar to take away per cup. */
  sugar: readonly [number, number];
  /** Tablespoons of liquid to add per cup. */
  liquid: readonly [number, number];
  /** The three ranges as the fact sheet prints them. */
  printed: { leavening: string; sugar: string; liquid: string };
}

export const ALTITUDE_BANDS: readonly AltitudeBand[] = [
  {
    fromFeet: 3000,
    label: '3,000 ft',
    leavening: [1 / 8, 1 / 8],
    sugar: [0, 1],
    liquid: [1, 2],
    printed: { leavening: '⅛', sugar: '0–1', liquid: '1–2' },
  },
  {
    fromFeet: 5000,
    label: '5,000 ft',
    leavening: [1 / 8, 1 / 4],
    sugar: [0, 2],
    liquid: [2, 4],
    printed: { leavening: '⅛–¼', sugar: '0–2', liquid: '2–4' },
  },
  {
    fromFeet: 7000,
    label: '7,000 ft and above',
    leavening: [1 / 4, 1 / 4],
    sugar: [1, 3],
    liquid: [3, 4],
    printed: { leavening: '¼', sugar: '1–3', liquid: '3–4' },
  },
];

const FOOT_M = toBase('length', 1, 'ft');

/** The band an elevation in metres falls in; undefined below 3,000 ft, where recipes work as written. */
export function altitudeBand(elevationM: number): AltitudeBand | undefined {
  return [...ALTITUDE_BANDS].reverse().find((band) => elevationM >= band.fromFeet * FOOT_M - 1e-9);
}

export const middle = ([low, high]: readonly [number, number]): number => (low + high) / 2;
