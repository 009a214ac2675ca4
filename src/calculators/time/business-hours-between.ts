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
  examples: [
    {
      inputs: { start: '2024-01-08T10:00', end: '2024-01-10T15:00' },
      expect: { hours: 21, hoursMinutes: '21:00', daysTouched: 3 },
      source:
        'Exceljet, "Get work hours between dates and times" method with a 9:00–17:00 day: 8 January 2024 was a Monday (timeanddate.com 2024 calendar); Mon 10:00–17:00 = 7 h, Tue 8 h, Wed 09:00–15:00 = 6 h; 7 + 8 + 6 = 21 h',
    },
    {
      inputs: { start: '2024-01-12T16:00', end: '2024-01-16T10:00' },
      expect: { hours: 10, daysTouched: 3 },
      source:
        'Calendar arithmetic: Friday 12 January 16:00–17:00 = 1 h, Monday 15th 8 h, Tuesday 16th 09:00–10:00 = 1 h; the weekend adds nothing; 1 + 8 + 1 = 10 h',
    },
    {
      inputs: { start: '2024-01-12T16:00', end: '2024-01-16T10:00', holidays: 'us' },
      expect: { hours: 2, holidaysSkipped: 1, daysTouched: 2 },
      source:
        'OPM, "2024 Holiday Schedule": Birthday of Martin Luther King, Jr. was Monday, January 15, 2024, so only Friday 16:00–17:00 and Tuesday 09:00–10:00 count: 2 h',
    },
    {
      inputs: { start: '2024-01-08T07:00', end: '2024-01-08T19:30', open: '08:30', close: '17:00' },
      expect: { hours: 8.5, workingDays: 1 },
      source:
        'Clock arithmetic: a span that covers a whole 08:30–17:00 working day counts that day only, 8 h 30 min = 8.5 h',
    },
    {
      inputs: { start: '2024-03-08T09:00', end: '2024-03-11T17:00' },
      expect: { hours: 16 },
      source:
        'NIST daylight saving time rules: US clocks sprang forward at 02:00 on Sunday 10 March 2024, outside working hours, so Friday 8 March and Monday 11 March each still count 8 h',
    },
  ],
});
