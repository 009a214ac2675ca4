import { addDaysToDate } from '../calendar/utc-dates.ts';

/*
 * Calendar estimates for a regular menstrual cycle. Ovulation comes about 14 days before the
 * next period starts, whatever the cycle length (ACOG); the fertile window is the five days
 * before ovulation, when sperm can survive, through the day after it, while the egg can still
 * be fertilised (Wilcox, Weinberg & Baird, NEJM 1995;333:1517–21).
 */
export const LUTEAL_PHASE_DAYS = 14;
export const FERTILE_DAYS_BEFORE_OVULATION = 5;
export const FERTILE_DAYS_AFTER_OVULATION = 1;

/** Cycle lengths the calendar method is offered for (cycles of 21–35 days are typical in adults). */
export const CYCLE_LENGTH_RANGE = { min: 20, max: 45 } as const;

export interface CycleDates {
  periodStart: string;
  ovulation: string;
  fertileStart: string;
  fertileEnd: string;
  nextPeriod: string;
}

/** The estimated dates of the cycle that starts `index` cycles after the period on `lastPeriod`. */
export function cycleDates(lastPeriod: string, cycleLength: number, index = 0): CycleDates {
  const periodStart = addDaysToDate(lastPeriod, index * cycleLength);
  const ovulation = addDaysToDate(periodStart, cycleLength - LUTEAL_PHASE_DAYS);
  return {
    periodStart,
    ovulation,
    fertileStart: addDaysToDate(ovulation, -FERTILE_DAYS_BEFORE_OVULATION),
    fertileEnd: addDaysToDate(ovulation, FERTILE_DAYS_AFTER_OVULATION),
    nextPeriod: addDaysToDate(periodStart, cycleLength),
  };
}
