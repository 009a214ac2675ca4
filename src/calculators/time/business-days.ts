import { date, defineCalculator, endNotBeforeStart, integer, out, select, toggle } from '../../engine/index.ts';
import { OWN_DAY_KEYS, ownDayInput } from '../shared/presets/own-days-off.ts';
import { dayNumber, isoDate } from '../shared/calendar/dates.ts';
import {
  countWorkingDays,
  holidayRangeProblem,
  HOLIDAY_OPTIONS,
  ownDaysNote,
  sortOwnDaysOff,
  workingDayAfter,
  type HolidayChoice,
} from '../shared/calendar/working-days.ts';

const LAST_DAY = dayNumber('9999-12-31');
/** A table longer than this would only slow the page; the counts above it stay exact. */
const MAX_LISTED = 400;

interface Values {
  start: string;
  end: string;
  includeEnd: boolean;
  addDays: number;
  holidays: HolidayChoice;
  ownDay1: string;
  ownDay2: string;
  ownDay3: string;
  ownDay4: string;
  ownDay5: string;
  ownDay6: string;
}

/** The counted range as day numbers, both ends included. */
function range({ start, end, includeEnd }: Values): [number, number] {
  return [dayNumber(start), dayNumber(end) - (includeEnd ? 0 : 1)];
}

/** The own days off filled in, as day numbers. */
function ownDaysEntered(values: Values): number[] {
  return OWN_DAY_KEYS.flatMap((key) => (values[key] === '' ? [] : [dayNumber(values[key])]));
}

export default defineCalculator({
  inputs: {
    start: date({ label: 'Start date', default: 'today', min: '1583-01-01', max: '9999-12-31' }),
    end: date({ label: 'End date', default: 'today+30', min: '1583-01-01', max: '9999-12-31' }),
    includeEnd: toggle({ label: 'Count the end date too (both dates included)', default: true }),
    addDays: integer({
      label: 'Working days to add to the start date',
      help: 'For a deadline: the date this many working days after the start date.',
      default: 10,
      min: 0,
      max: 100_000,
      suffix: 'days',
    }),
    holidays: select({ label: 'Public holidays to skip', options: HOLIDAY_OPTIONS, default: 'none' }),
    ownDay1: ownDayInput(0),
    ownDay2: ownDayInput(1),
    ownDay3: ownDayInput(2),
    ownDay4: ownDayInput(3),
    ownDay5: ownDayInput(4),
    ownDay6: ownDayInput(5),
  },
  outputs: {
    workingDays: out.integer({ label: 'Working days', primary: true, suffix: 'days' }),
    calendarDays: out.integer({ label: 'Calendar days counted', suffix: 'days' }),
    weekendDays: out.integer({ label: 'Weekend days (Saturday and Sunday)', suffix: 'days' }),
    holidayCount: out.integer({ label: 'Public holidays on weekdays', suffix: 'days' }),
    ownDaysCounted: out.integer({ label: 'Your own days off taken off', suffix: 'days' }),
    ownDaysNote: out.text({ label: 'Your own days off' }),
    dateAfter: out.date({ label: 'Date after the working days to add' }),
    daysOffAfter: out.integer({
      label: 'Days off skipped on the way to that date',
      help: 'Public holidays and your own days off on weekdays after the start date, up to that date.',
      suffix: 'days',
    }),
    daysOffList: out.table({
      label: 'Days off skipped between the dates',
      columns: [
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'name', label: 'Day off', kind: 'text' },
      ],
    }),
  },
  validate: (values) => {
    const errors = [];
    const [first] = range(values);
    errors.push(...endNotBeforeStart('end', values.start, values.end));
    const tooEarly = holidayRangeProblem(values.holidays, first);
    if (tooEarly) errors.push({ field: 'holidays', message: tooEarly });
    if (errors.length > 0) return errors;
    const own = sortOwnDaysOff(ownDaysEntered(values), values.holidays).used;
    if (workingDayAfter(dayNumber(values.start), values.addDays, values.holidays, own) > LAST_DAY) {
      errors.push({ field: 'addDays', message: 'That date would fall after the year 9999; add fewer days.' });
    }
    return errors;
  },
  compute: (values) => {
    const [first, last] = range(values);
    const entered = ownDaysEntered(values);
    const own = sortOwnDaysOff(entered, values.holidays);
    const count = countWorkingDays(first, last, values.holidays, own.used);
    const calendarDays = Math.max(0, last - first + 1);
    const start = dayNumber(values.start);
    const after = workingDayAfter(start, values.addDays, values.holidays, own.used);
    const passed = countWorkingDays(start + 1, after, values.holidays, own.used);

    const daysOff = [...count.holidays, ...count.ownDays.map((day) => ({ day, name: 'Your day off' }))].sort(
      (a, b) => a.day - b.day,
    );
    const listed = daysOff.slice(0, MAX_LISTED).map((h) => ({ date: isoDate(h.day), name: h.name }));
    if (listed.length === 0) {
      const none =
        values.holidays === 'none' && entered.length === 0
          ? 'No public holidays or days off of your own chosen'
          : 'None on a weekday in this range';
      listed.push({ date: '', name: none });
    }
    if (daysOff.length > MAX_LISTED) {
      listed.push({ date: '', name: `… and ${(daysOff.length - MAX_LISTED).toLocaleString('en-US')} more` });
    }
    return {
      workingDays: count.workingDays,
      calendarDays,
      weekendDays: calendarDays - count.weekdays,
      holidayCount: count.holidays.length,
      ownDaysCounted: count.ownDays.length,
      ownDaysNote: ownDaysNote(entered.length, own, count.ownDays.length),
      dateAfter: isoDate(after),
      daysOffAfter: passed.holidays.length + passed.ownDays.length,
      daysOffList: listed,
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
      inputs: {
        start: '2012-10-01',
        end: '2013-03-01',
        holidays: 'none',
        ownDay1: '2012-11-22',
        ownDay2: '2012-12-04',
        ownDay3: '2013-01-21',
      },
      expect: { workingDays: 107, ownDaysCounted: 3 },
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
    {
      inputs: {
        start: '2008-10-01',
        addDays: 151,
        holidays: 'none',
        ownDay1: '2008-11-26',
        ownDay2: '2008-12-04',
        ownDay3: '2009-01-21',
      },
      expect: { dateAfter: '2009-05-05', daysOffAfter: 3 },
      source:
        'Microsoft Support, "WORKDAY function" example: 151 workdays after 2008-10-01, excluding the holidays 2008-11-26, 2008-12-04 and 2009-01-21, is 2009-05-05',
    },
    {
      inputs: {
        start: '2001-12-01',
        end: '2001-12-01',
        addDays: 17,
        holidays: 'none',
        ownDay1: '2001-12-24',
        ownDay2: '2001-12-25',
        ownDay3: '2001-12-26',
        ownDay4: '2001-12-31',
        ownDay5: '2002-01-01',
      },
      expect: { dateAfter: '2001-12-28', daysOffAfter: 3 },
      source:
        'LibreOffice Help, "WORKDAY" example: 17 workdays after 1 December 2001 with the holidays 24, 25, 26 and 31 December 2001 and 1 January 2002 is 28 December 2001',
    },
    {
      inputs: {
        start: '2006-01-01',
        addDays: 20,
        holidays: 'none',
        ownDay1: '2006-01-02',
        ownDay2: '2006-01-16',
      },
      expect: { dateAfter: '2006-01-31' },
      source:
        'ECMA-376 (Office Open XML), SpreadsheetML WORKDAY: WORKDAY(DATE(2006,1,1),20,{"2006/1/2","2006/1/16"}) is 31 January 2006',
    },
    {
      inputs: { start: '2025-01-01', end: '2025-12-31', holidays: 'uk-scotland' },
      expect: { workingDays: 252, holidayCount: 9, weekendDays: 104 },
      source:
        'GOV.UK, "UK bank holidays" (Scotland, 2025): 1 and 2 Jan, 18 Apr (Good Friday), 5 May, 26 May, 4 Aug (summer bank holiday, first Monday of August), 1 Dec (St Andrew\'s Day substitute, 30 Nov is a Sunday), 25 and 26 Dec; 2025 starts on a Wednesday, 261 weekdays − 9 = 252',
    },
    {
      inputs: { start: '2025-11-24', end: '2025-12-05', holidays: 'uk-scotland' },
      expect: { workingDays: 9, holidayCount: 1 },
      source:
        'GOV.UK, "UK bank holidays" (Scotland, 2025): St Andrew\'s Day is observed on Monday 1 December 2025 (substitute day), so Mon 24 Nov – Fri 5 Dec has 10 weekdays − 1 = 9',
    },
    {
      inputs: { start: '2025-01-01', end: '2025-12-31', holidays: 'uk-northern-ireland' },
      expect: { workingDays: 251, holidayCount: 10 },
      source:
        'GOV.UK, "UK bank holidays" (Northern Ireland, 2025): 1 Jan, 17 Mar (St Patrick\'s Day, a Monday), 18 Apr, 21 Apr, 5 May, 26 May, 14 Jul (Battle of the Boyne substitute, 12 Jul is a Saturday), 25 Aug, 25 and 26 Dec; 261 weekdays − 10 = 251',
    },
    {
      inputs: {
        start: '2024-07-01',
        end: '2024-07-12',
        holidays: 'us',
        ownDay1: '2024-07-04',
        ownDay2: '2024-07-05',
        ownDay3: '2024-07-06',
      },
      expect: { workingDays: 8, holidayCount: 1, ownDaysCounted: 1 },
      source:
        'OPM, "2024 Holiday Schedule": Independence Day was Thursday, July 4, 2024; Mon 1 – Fri 12 July has 10 weekdays, less July 4 and the own day off on Friday July 5; the own days July 4 (already a holiday) and Saturday July 6 are not counted again: 10 − 1 − 1 = 8',
    },
  ],
});
