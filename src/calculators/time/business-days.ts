import { date, defineCalculator, integer, out, select, toggle } from '../../engine/index.ts';
import { dayNumber, isoDate } from '../shared/dates.ts';
import {
  countWorkingDays,
  holidayRangeProblem,
  HOLIDAY_OPTIONS,
  workingDayAfter,
  type HolidayChoice,
} from '../shared/working-days.ts';

const LAST_DAY = dayNumber('9999-12-31');
/** A table longer than this would only slow the page; the counts above it stay exact. */
const MAX_LISTED = 400;

interface Values {
  start: string;
  end: string;
  includeEnd: boolean;
  holidays: HolidayChoice;
  daysOff: number;
  addDays: number;
}

/** The counted range as day numbers, both ends included. */
function range({ start, end, includeEnd }: Values): [number, number] {
  return [dayNumber(start), dayNumber(end) - (includeEnd ? 0 : 1)];
}

export default defineCalculator({
  inputs: {
    start: date({ label: 'Start date', default: 'today', min: '1583-01-01', max: '9999-12-31' }),
    end: date({ label: 'End date', default: 'today+30', min: '1583-01-01', max: '9999-12-31' }),
    includeEnd: toggle({ label: 'Count the end date too (both dates included)', default: true }),
    holidays: select({ label: 'Public holidays to skip', options: HOLIDAY_OPTIONS, default: 'none' }),
    daysOff: integer({
      label: 'Extra days off in the range',
      help: 'Your own weekday days off between the dates (company days, leave), taken off the count.',
      default: 0,
      min: 0,
      max: 100_000,
      suffix: 'days',
    }),
    addDays: integer({
      label: 'Working days to add to the start date',
      help: 'For a deadline: the date this many working days after the start date.',
      default: 10,
      min: 0,
      max: 100_000,
      suffix: 'days',
    }),
  },
  outputs: {
    workingDays: out.integer({ label: 'Working days', primary: true, suffix: 'days' }),
    calendarDays: out.integer({ label: 'Calendar days counted', suffix: 'days' }),
    weekendDays: out.integer({ label: 'Weekend days (Saturday and Sunday)', suffix: 'days' }),
    holidayCount: out.integer({ label: 'Public holidays on weekdays', suffix: 'days' }),
    dateAfter: out.date({ label: 'Date after the working days to add' }),
    holidayList: out.table({
      label: 'Public holidays skipped',
      columns: [
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'name', label: 'Holiday', kind: 'text' },
      ],
    }),
  },
  validate: (values) => {
    const errors = [];
    const [first, last] = range(values);
    if (values.end < values.start) {
      errors.push({ field: 'end', message: 'The end date is before the start date; swap them or pick a later day.' });
    }
    const tooEarly = holidayRangeProblem(values.holidays, first);
    if (tooEarly) errors.push({ field: 'holidays', message: tooEarly });
    if (errors.length > 0) return errors;
    const available = countWorkingDays(first, last, values.holidays).workingDays;
    if (values.daysOff > available) {
      errors.push({
        field: 'daysOff',
        message: `There are only ${available.toLocaleString('en-US')} working days in the range to take off.`,
      });
    }
    if (workingDayAfter(dayNumber(values.start), values.addDays, values.holidays) > LAST_DAY) {
      errors.push({ field: 'addDays', message: 'That date would fall after the year 9999; add fewer days.' });
    }
    return errors;
  },
  compute: (values) => {
    const [first, last] = range(values);
    const count = countWorkingDays(first, last, values.holidays);
    const calendarDays = Math.max(0, last - first + 1);
    const listed = count.holidays.slice(0, MAX_LISTED).map((h) => ({ date: isoDate(h.day), name: h.name }));
    if (listed.length === 0) {
      const none = values.holidays === 'none' ? 'No public holidays chosen' : 'None on a weekday in this range';
      listed.push({ date: '', name: none });
    }
    if (count.holidays.length > MAX_LISTED) {
      listed.push({ date: '', name: `… and ${(count.holidays.length - MAX_LISTED).toLocaleString('en-US')} more` });
    }
    return {
      workingDays: count.workingDays - values.daysOff,
      calendarDays,
      weekendDays: calendarDays - count.weekdays,
      holidayCount: count.holidays.length,
      dateAfter: isoDate(workingDayAfter(dayNumber(values.start), values.addDays, values.holidays)),
      holidayList: listed,
    };
  },
  examples: [
    {
      inputs: { start: '2012-10-01', end: '2013-03-01', holidays: 'none' },
      expect: { workingDays: 110, holidayCount: 0 },
      source:
        'Microsoft Support, "NETWORKDAYS function" example: workdays between 2012-10-01 and 2013-03-01 (both included, weekends only) = 110',
    },
    {
      inputs: { start: '2012-10-01', end: '2013-03-01', holidays: 'none', daysOff: 3 },
      expect: { workingDays: 107 },
      source:
        'Microsoft Support, "NETWORKDAYS function" example: the same range with three weekday holidays (2012-11-22, 2012-12-04, 2013-01-21) = 107',
    },
    {
      inputs: { start: '2012-10-01', end: '2013-03-01', holidays: 'us' },
      expect: { workingDays: 103, holidayCount: 7 },
      source:
        'OPM federal holiday lists for 2012 and 2013: Oct 8, Nov 12 (Veterans Day observed), Nov 22, Dec 25, Jan 1, Jan 21, Feb 18 fall in the range, so the NETWORKDAYS figure of 110 becomes 110 − 7 = 103',
    },
    {
      inputs: { start: '2024-01-01', end: '2024-12-31', holidays: 'us' },
      expect: { workingDays: 251, holidayCount: 11, weekendDays: 104, calendarDays: 366 },
      source:
        'OPM, "2024 Holiday Schedule": 11 federal holidays, all on weekdays; 2024 began on a Monday and has 366 days = 52 weeks + Mon, Tue, so 262 weekdays − 11 = 251',
    },
    {
      inputs: { start: '2024-01-01', end: '2024-12-31', holidays: 'uk' },
      expect: { workingDays: 254, holidayCount: 8 },
      source:
        'GOV.UK, "Bank holidays" (England and Wales, 2024): 1 Jan, 29 Mar (Good Friday), 1 Apr (Easter Monday), 6 May, 27 May, 26 Aug, 25 Dec, 26 Dec; 262 weekdays − 8 = 254',
    },
    {
      inputs: { start: '2026-01-01', end: '2026-12-31', holidays: 'uk' },
      expect: { workingDays: 253, holidayCount: 8 },
      source:
        'GOV.UK, "Bank holidays" (England and Wales, 2026): 1 Jan, 3 Apr, 6 Apr, 4 May, 25 May, 31 Aug, 25 Dec and 28 Dec (Boxing Day substitute, 26 Dec is a Saturday); 2026 starts on a Thursday, 261 weekdays − 8 = 253',
    },
    {
      inputs: { start: '2026-01-01', end: '2026-12-31', holidays: 'us' },
      expect: { workingDays: 250, holidayCount: 11 },
      source:
        'OPM, "2026 Holiday Schedule": 11 federal holidays on weekdays, Independence Day observed on Friday, July 3 (July 4 is a Saturday); 261 − 11 = 250',
    },
    {
      inputs: { start: '2021-12-27', end: '2021-12-31', holidays: 'us' },
      expect: { workingDays: 4, holidayCount: 1 },
      source:
        'OPM, "2022 Holiday Schedule": New Year\'s Day 2022 fell on a Saturday and was observed on Friday, December 31, 2021, leaving Mon 27 – Thu 30 December',
    },
    {
      inputs: { start: '2022-12-24', end: '2023-01-02', holidays: 'uk' },
      expect: { workingDays: 3, holidayCount: 3, weekendDays: 4 },
      source:
        "GOV.UK bank holidays: 26 Dec 2022 (Boxing Day), 27 Dec 2022 (Christmas Day substitute, 25 Dec was a Sunday) and 2 Jan 2023 (New Year's Day substitute) leave 28, 29 and 30 December",
    },
    {
      inputs: { start: '2008-10-01', addDays: 151, holidays: 'none' },
      expect: { dateAfter: '2009-04-30' },
      source: 'Microsoft Support, "WORKDAY function" example: 151 workdays after 2008-10-01 is 2009-04-30',
    },
  ],
});
