import { wallOfUtc, zoneOffsetSeconds, type ZonedTime } from './time-zones.ts';

/** A zone's clock over a window of a few days. */
export interface ZoneClock {
  zone: string;
  /** Milliseconds of the wall time read as if it were UTC. */
  local: (instant: number) => number;
  time: (instant: number) => ZonedTime;
}

/**
 * Asking the tz database for every half hour of a day in five zones is slow, so the offset is
 * looked up at both ends of the window and, when they differ, the one clock change between
 * them is found to the millisecond.
 */
export function clockIn(zone: string, from: number, to: number): ZoneClock {
  const before = zoneOffsetSeconds(zone, from);
  const after = zoneOffsetSeconds(zone, to);
  let changeAt = Infinity;
  if (before !== after) {
    let [low, high] = [from, to];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (zoneOffsetSeconds(zone, middle) === before) low = middle;
      else high = middle;
    }
    changeAt = high;
  }
  const offsetAt = (instant: number) => (instant < changeAt ? before : after);
  return {
    zone,
    local: (instant) => instant + offsetAt(instant) * 1000,
    time: (instant) => ({ ...wallOfUtc(instant + offsetAt(instant) * 1000), offsetSeconds: offsetAt(instant) }),
  };
}
