import { SPACE_UNITS } from '../../../engine/units/families/space.ts';

/*
 * Scuba gas consumption (NOAA Diving Manual, 6th ed., ch. 2–3): the pressure at depth in
 * atmospheres absolute, and surface air consumption from the gauge pressure a dive used.
 */

const METRES_PER_FOOT = SPACE_UNITS.length.units.ft.factor;

/** Depth of water per atmosphere of pressure: 33 ft of seawater, 34 ft of fresh water (NOAA). */
export const DEPTH_PER_ATMOSPHERE = { salt: 33 * METRES_PER_FOOT, fresh: 34 * METRES_PER_FOOT } as const;

export type Water = keyof typeof DEPTH_PER_ATMOSPHERE;

/** Pressure at `depth` metres in atmospheres absolute: the air above plus the water. */
export function atmospheresAbsolute(depth: number, water: Water): number {
  return 1 + depth / DEPTH_PER_ATMOSPHERE[water];
}

/** Surface air consumption: gauge pressure used per minute, divided by the pressure at depth. */
export function surfaceConsumption(pressureUsed: number, minutes: number, ata: number): number {
  return pressureUsed / minutes / ata;
}
