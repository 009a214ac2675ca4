/*
 * Sleep planned in whole cycles: from a wake-up time counting back, or from a bedtime counting
 * forward, with the minutes it takes to fall asleep between getting into bed and the first cycle.
 * Times are minutes after midnight on the clock face (see ../clock/minute-clock-face.ts).
 */

/** Which end of the night the visitor knows. */
export type SleepAnchor = 'wake' | 'bed';

export interface SleepCyclePlan {
  cycles: number;
  /** Minutes after midnight; may be negative (the evening before) or past 1440 (the next day). */
  bedtime: number;
  asleepAt: number;
  wakeAt: number;
  sleepMinutes: number;
}

/** One night of `cycles` complete cycles ending at, or starting from, the anchor time. */
export function planCycles(
  anchor: SleepAnchor,
  anchorMinutes: number,
  cycles: number,
  cycleMinutes: number,
  fallAsleepMinutes: number,
): SleepCyclePlan {
  const sleepMinutes = cycles * cycleMinutes;
  if (anchor === 'wake') {
    const asleepAt = anchorMinutes - sleepMinutes;
    return { cycles, bedtime: asleepAt - fallAsleepMinutes, asleepAt, wakeAt: anchorMinutes, sleepMinutes };
  }
  const asleepAt = anchorMinutes + fallAsleepMinutes;
  return { cycles, bedtime: anchorMinutes, asleepAt, wakeAt: asleepAt + sleepMinutes, sleepMinutes };
}

/**
 * Sleep an adult aged 18–64 needs: 7 to 9 hours (National Sleep Foundation, Hirshkowitz et al.
 * 2015; the AASM and SRS consensus of 2015 asks for at least 7).
 */
export const ADULT_SLEEP_HOURS = { least: 7, most: 9 } as const;

/** How a night's sleep compares with the adult range, in words for a table. */
export function adultSleepVerdict(sleepMinutes: number): string {
  const hours = sleepMinutes / 60;
  if (hours < ADULT_SLEEP_HOURS.least) return 'Short of the 7–9 hours adults need';
  if (hours > ADULT_SLEEP_HOURS.most) return 'Over 9 hours';
  return 'Within the 7–9 hours adults need';
}
