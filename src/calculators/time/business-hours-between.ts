import { dateTime, defineCalculator, out, select, time } from '../../engine/index.ts';
import { hoursMinutesText, parseClock } from '../shared/clock/time-of-day-spans.ts';
import { dayNumber } from '../shared/calendar/dates.ts';
import {
  countWorkingDays,
  holidayRangeProblem,
  HOLIDAY_OPTIONS,
  isWorkingDay,
  type HolidayChoice,
} from '../shared/calendar/working-days.ts';

/** 'YYYY-MM-DDTHH:MM[:SS]' → its day number and the clock time in seconds after midnight. */
function readDateTime(text: string): { day: number; clock: number } {
  const [datePart = '1970-01-01', timePart = '00:00'] = text.split('T');
  return { day: dayNumber(datePart), clock: parseClock(timePart) };
}

/** Seconds of the working window [open, close] inside [from, to] on one day. */
const overlap = (from: number, to: number, open: number, close: number) =>
  Math.max(0, Math.min(to, close) - Math.max(from, open));

/**
 * Working seconds between two date-times: the part of the first and last day inside opening
 * hours, plus every whole working day in between. Counted on the clock, day by day, so a
 * daylight-saving change (at night) never moves an hour in or out of the working day.
 */
function businessSeconds(start: string, end: string, open: number, close: number, holidays: HolidayChoice): number {
  const from = readDateTime(start);
  const to = readDateTime(end);
  if (from.day === to.day) {
    return isWorkingDay(from.day, holidays) ? overlap(from.clock, to.clock, open, close) : 0;
  }
  const firstDay = isWorkingDay(from.day, holidays) ? overlap(from.clock, close, open, close) : 0;
  const lastDay = isWorkingDay(to.day, holidays) ? overlap(open, to.clock, open, close) : 0;
  const wholeDays = countWorkingDays(from.day + 1, to.day - 1, holidays).workingDays;
  return firstDay + wholeDays * (close - open) + lastDay;
}

export default defineCalculator({
  inputs: {
    start: dateTime({ label: 'From (date and time)', default: '2026-03-02T10:00' }),
    end: dateTime({ label: 'To (date and time)', default: '2026-03-06T15:30' }),
    open: time({ label: 'Working day starts', default: '09:00' }),
    close: time({ label: 'Working day ends', default: '17:00' }),
    holidays: select({ label: 'Public holidays to skip', options: HOLIDAY_OPTIONS, default: 'none' }),
  },
  outputs: {
    hours: out.number({ label: 'Business hours', primary: true, decimals: 2, suffix: 'hours' }),
    hoursMinutes: out.text({ label: 'In hours:minutes' }),
    workingDays: out.number({ label: 'In working days of that length', decimals: 2, suffix: 'working days' }),
    daysTouched: out.integer({ label: 'Working days in the span (any part)', suffix: 'days' }),
    holidaysSkipped: out.integer({ label: 'Public holidays skipped (on weekdays)', suffix: 'days' }),
  },
  validate: ({ start, end, open, close, holidays }) => {
    const errors = [];
    const from = readDateTime(start);
    const to = readDateTime(end);
    if (to.day < from.day || (to.day === from.day && to.clock < from.clock)) {
      errors.push({ field: 'end', message: 'This is before the start; swap them or pick a later time.' });
    }
    if (parseClock(close) <= parseClock(open)) {
      errors.push({ field: 'close', message: 'The working day must end after it starts (no overnight working days).' });
    }
    const tooEarly = holidayRangeProblem(holidays, from.day);
    if (tooEarly) errors.push({ field: 'holidays', message: tooEarly });
    return errors;
  },
  compute: ({ start, end, open, close, holidays }) => {
    const opens = parseClock(open);
    const closes = parseClock(close);
    const seconds = businessSeconds(start, end, opens, closes, holidays);
    const span = countWorkingDays(readDateTime(start).day, readDateTime(end).day, holidays);
    return {
      hours: seconds / 3600,
      hoursMinutes: hoursMinutesText(seconds),
      workingDays: seconds / (closes - opens),
      daysTouched: span.workingDays,
      holidaysSkipped: span.holidays.length,
    };
  },
});
