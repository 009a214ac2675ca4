import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Rental moving trucks and the cargo space U-Haul publishes for each (uhaul.com, "Moving Trucks":
 * cargo van 245 cu ft, 10' 402, 15' 764, 20' 1,016, 26' 1,682), with the homes it names for each.
 * The rule of thumb of about 150 cubic feet per furnished room is the one rental and storage
 * companies give (e.g. The Storage Company, "How to measure the truck size you need to move").
 */
const CUBIC_FOOT = unitInfo('volume', 'ft3').factor;

export const CUBIC_FEET_PER_ROOM = 150;

export const MOVING_TRUCKS = [
  { name: '9 ft cargo van', cubicFeet: 245, home: 'Dorm room or small studio' },
  { name: '10 ft truck', cubicFeet: 402, home: 'Studio or 1-bedroom apartment' },
  { name: '15 ft truck', cubicFeet: 764, home: '1–2 bedroom home' },
  { name: '20 ft truck', cubicFeet: 1016, home: '2–3 bedroom home' },
  { name: '26 ft truck', cubicFeet: 1682, home: '3–5 bedroom home' },
] as const;

/** A truck's cargo space in cubic metres, the volume family's base unit. */
export const truckVolume = (cubicFeet: number) => cubicFeet * CUBIC_FOOT;

/** The smallest truck that holds `volume` (m³), or loads of the largest when none does. */
export function truckFor(volume: number) {
  const fitting = MOVING_TRUCKS.find((truck) => truckVolume(truck.cubicFeet) >= volume);
  if (fitting) return { truck: fitting, loads: 1 };
  const largest = MOVING_TRUCKS[4];
  return { truck: largest, loads: Math.ceil(volume / truckVolume(largest.cubicFeet)) };
}
