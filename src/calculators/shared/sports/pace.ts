import { SPACE_UNITS } from '../../../engine/units/families/space.ts';

export const METRES_PER_MILE = SPACE_UNITS.length.units.mi.factor;
export const METRES_PER_KM = SPACE_UNITS.length.units.km.factor;
export const METRES_PER_YARD = SPACE_UNITS.length.units.yd.factor;

/** Standard road-race distances in metres (World Athletics: marathon 42.195 km, half 21.0975 km). */
export const RACE_DISTANCES = [
  { race: '1 mile', metres: METRES_PER_MILE },
  { race: '5K', metres: 5000 },
  { race: '10K', metres: 10_000 },
  { race: 'Half marathon', metres: 21_097.5 },
  { race: 'Marathon', metres: 42_195 },
] as const;

/** Seconds per kilometre and per mile of a distance covered in a time. */
export function pacesOf(metres: number, seconds: number): { pacePerKm: number; pacePerMile: number } {
  const secondsPerMetre = seconds / metres;
  return { pacePerKm: secondsPerMetre * METRES_PER_KM, pacePerMile: secondsPerMetre * METRES_PER_MILE };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 10800 → "3:00:00"; 1500 → "25:00": how race times and paces are written, to the nearest second. */
export function raceClock(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = two(whole % 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${secs}` : `${minutes}:${secs}`;
}

export type PaceUnknown = 'pace' | 'time' | 'distance';

/**
 * Any one of pace, time and distance from the other two. `pace` is the seconds taken per
 * `paceMetres` (a kilometre, a mile, 100 m of a pool); the result is in seconds and metres.
 */
export function solvePace(
  unknown: PaceUnknown,
  given: { metres: number; seconds: number; pace: number; paceMetres: number },
) {
  const secondsPerMetre = unknown === 'pace' ? given.seconds / given.metres : given.pace / given.paceMetres;
  const metres = unknown === 'distance' ? given.seconds / secondsPerMetre : given.metres;
  const seconds = unknown === 'pace' ? given.seconds : metres * secondsPerMetre;
  return { secondsPerMetre, metres, seconds };
}
