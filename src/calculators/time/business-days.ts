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
});
