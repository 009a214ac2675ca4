import { plural } from '../calendar/dates.ts';
import { addDaysToDate, daysBetween } from '../calendar/utc-dates.ts';

/*
 * Pregnancy dating as ACOG Committee Opinion 700 (2017) describes it: the pregnancy is counted
 * from the first day of the last menstrual period (LMP) and the due date is 280 days (40 weeks)
 * later. Other starting points are turned into that LMP-equivalent "day 0".
 */

/** Days from the start of the last period to the due date (ACOG CO 700; Naegele's rule). */
export const PREGNANCY_DAYS = 280;

/** The cycle length Naegele's rule assumes, with ovulation 14 days after the period starts. */
export const STANDARD_CYCLE_DAYS = 28;

/** Days from the LMP-equivalent day 0 to each starting event. */
const DAYS_BEFORE_DUE = {
  // Conception (ovulation) is 14 days after the LMP in a 28-day cycle: 280 − 14 = 266.
  conception: 266,
  // ACOG CO 700: a day-3 embryo transfer is 263 days before the due date, a day-5 one 261.
  ivf3: 263,
  ivf5: 261,
} as const;

export type DatingMethod = 'lmp' | 'conception' | 'ivf3' | 'ivf5';

/**
 * The pregnancy's day 0 (its LMP-equivalent date). For the last-period method a cycle longer or
 * shorter than 28 days moves ovulation, and with it the due date, by the difference.
 */
export function pregnancyDayZero(method: DatingMethod, date: string, cycleLength = STANDARD_CYCLE_DAYS): string {
  if (method === 'lmp') return addDaysToDate(date, cycleLength - STANDARD_CYCLE_DAYS);
  return addDaysToDate(date, DAYS_BEFORE_DUE[method] - PREGNANCY_DAYS);
}

export function dueDateFrom(dayZero: string): string {
  return addDaysToDate(dayZero, PREGNANCY_DAYS);
}

/** 152 → "21 weeks, 5 days"; 14 → "2 weeks, 0 days", the way pregnancy ages are said. */
export function weeksPlusDays(days: number): string {
  return `${plural(Math.floor(days / 7), 'week')}, ${plural(days % 7, 'day')}`;
}

/** ACOG trimesters: first to 13 weeks 6 days, second 14w0d–27w6d, third from 28w0d. */
export const SECOND_TRIMESTER_DAY = 14 * 7;
export const THIRD_TRIMESTER_DAY = 28 * 7;

export function trimesterOf(gestationDays: number): string {
  if (gestationDays < SECOND_TRIMESTER_DAY) return 'First trimester';
  if (gestationDays < THIRD_TRIMESTER_DAY) return 'Second trimester';
  return 'Third trimester';
}

/** Past 42 weeks 0 days a pregnancy is post-term (ACOG Committee Opinion 579). */
export const POST_TERM_DAY = 42 * 7;

export interface PregnancyProgress {
  /** Days since day 0; negative before it. */
  days: number;
  /** "21 weeks, 5 days", or what to say before day 0 or long after the due date. */
  age: string;
  trimester: string;
  /** Days left until the due date, never below zero. */
  daysToDue: number;
}

/** How far along a pregnancy dated from `dayZero` is on `today`. */
export function progressOn(dayZero: string, today: string): PregnancyProgress {
  const days = daysBetween(dayZero, today);
  const daysToDue = Math.max(0, PREGNANCY_DAYS - days);
  if (days < 0) {
    return { days, age: 'Not started yet on this date', trimester: 'Not started yet', daysToDue };
  }
  if (days > POST_TERM_DAY + 14) {
    return { days, age: 'More than 44 weeks: check the date', trimester: 'After the due date', daysToDue };
  }
  return { days, age: weeksPlusDays(days), trimester: trimesterOf(days), daysToDue };
}

/** "14w 0d" for milestone tables. */
export function shortGestation(days: number): string {
  return `${Math.floor(days / 7)}w ${days % 7}d`;
}
