import { formatNumber } from '../../../engine/format/numbers.ts';
import { MOTION_UNITS } from '../../../engine/units/families/motion.ts';

/*
 * How long an absurdly long trip takes: the hours of actual travel at a steady speed, and the
 * calendar time when you only travel some hours of each day (the rest is sleeping and snacks).
 */
const HOUR = 3600;
const DAY = 86_400;

export interface TripTime {
  /** Seconds spent moving. */
  moving: number;
  /** Seconds on the calendar from setting off to arriving. */
  elapsed: number;
}

/** A trip of `distance` m at `speed` m/s, travelling `hoursPerDay` hours of every day. */
export function tripTime(distance: number, speed: number, hoursPerDay: number): TripTime {
  const moving = distance / speed;
  return { moving, elapsed: (moving / (hoursPerDay * HOUR)) * DAY };
}

/** A span in years for a sentence: "26.3 years", "1,234 years". */
export const inYears = (seconds: number): string =>
  `${formatNumber(seconds / MOTION_UNITS.time.units.yr.factor, { digits: 3 })} years`;

/** "8 hours a day", or "non-stop" for 24. */
export const hoursADay = (hours: number): string =>
  hours >= 24 ? 'non-stop' : `${formatNumber(hours, { digits: 3 })} hours a day`;
