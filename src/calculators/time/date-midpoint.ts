import { date, defineCalculator, endNotBeforeStart, out, timeZone, toggle } from '../../engine/index.ts';
import { dayNumber } from '../shared/calendar/dates.ts';
import {
  canonicalZone,
  formatUtcOffset,
  formatWallMinute,
  parseDateAt,
  resolveWallTime,
  zonedTime,
} from '../shared/clock/time-zones.ts';

/** The instant local midnight begins a date in a zone (after the change, where a clock change skips midnight). */
function startOfDay(iso: string, zone: string, extraDays = 0): number {
  const wall = parseDateAt(iso, 0) ?? { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  return resolveWallTime({ ...wall, day: wall.day + extraDays }, zone).instant;
}

export default defineCalculator({
  inputs: {
    start: date({ label: 'Start date', default: 'today', min: '1583-01-01', max: '9999-12-30' }),
    end: date({ label: 'End date', default: 'today+100', min: '1583-01-01', max: '9999-12-30' }),
    includeEnd: toggle({ label: 'Include the end date (run to the end of that day)', default: false }),
    zone: timeZone({
      label: 'Time zone',
      help: 'The span runs from midnight to midnight in this zone; a clock change inside it moves the midpoint clock time.',
      default: 'local',
    }),
  },
  outputs: {
    midpoint: out.dateTime({ label: 'Exact midpoint (local clock time)', primary: true }),
    midpointDate: out.date({ label: 'Midpoint date' }),
    offset: out.text({ label: 'UTC offset at the midpoint' }),
    calendarDays: out.integer({ label: 'Calendar days in the span', suffix: 'days' }),
    halfSpan: out.duration({ label: 'From each end to the midpoint', smallest: 'minute' }),
    elapsedHours: out.number({ label: 'Real hours in the span', digits: 8, suffix: 'hours' }),
  },
  validate: ({ start, end }) => endNotBeforeStart('end', start, end),
  compute: ({ start, end, includeEnd, zone }) => {
    const place = canonicalZone(zone);
    const from = startOfDay(start, place);
    const to = startOfDay(end, place, includeEnd ? 1 : 0);
    const middle = zonedTime(place, from + (to - from) / 2);
    const first = zonedTime(place, from);
    const offsetNote =
      middle.offsetSeconds === first.offsetSeconds
        ? `${formatUtcOffset(middle.offsetSeconds)}, the same as at the start`
        : `${formatUtcOffset(middle.offsetSeconds)} (the start is at ${formatUtcOffset(first.offsetSeconds)}, so the clock time shifts)`;
    return {
      midpoint: formatWallMinute(middle),
      midpointDate: formatWallMinute(middle).slice(0, 10),
      offset: offsetNote,
      calendarDays: dayNumber(end) - dayNumber(start) + (includeEnd ? 1 : 0),
      halfSpan: (to - from) / 2000,
      elapsedHours: (to - from) / 3_600_000,
    };
  },
  examples: [
    {
      inputs: { start: '2023-01-01', end: '2023-12-31', includeEnd: true, zone: 'UTC' },
      expect: { midpoint: '2023-07-02T12:00', calendarDays: 365, halfSpan: 15_768_000 },
      source:
        'Wikipedia, "July 2": in a common year 182 days come before and after July 2, and the exact middle of the year is at noon on July 2 (182 days 12 hours either side)',
    },
    {
      inputs: { start: '2023-01-01', end: '2023-12-31', includeEnd: true, zone: 'Europe/London' },
      expect: { midpoint: '2023-07-02T13:00', elapsedHours: 8760 },
      source:
        'Wikipedia, "July 2": where summer time is used, the exact midpoint of a common year is 1:00 p.m. on July 2 in the northern hemisphere (UK summer time: GOV.UK "When do the clocks change?")',
    },
    {
      inputs: { start: '2023-01-01', end: '2023-12-31', includeEnd: true, zone: 'Australia/Sydney' },
      expect: { midpoint: '2023-07-02T11:00' },
      source:
        'Wikipedia, "July 2": in the southern hemisphere, where January is on summer time, the exact midpoint of a common year is at 11:00 a.m. on July 2',
    },
    {
      inputs: { start: '2024-01-01', end: '2024-12-31', includeEnd: true, zone: 'Europe/London' },
      expect: { midpoint: '2024-07-02T01:00', calendarDays: 366, midpointDate: '2024-07-02' },
      source:
        'Wikipedia, "July 2": in a leap year the middle of the year is midnight between July 1 and 2, which summer time makes 1:00 a.m. on July 2',
    },
    {
      inputs: { start: '2024-03-10', end: '2024-03-10', includeEnd: true, zone: 'America/New_York' },
      expect: { midpoint: '2024-03-10T12:30', elapsedHours: 23 },
      source:
        'NIST / Energy Policy Act of 2005: on 10 March 2024 US clocks went from 02:00 EST to 03:00 EDT, so the day had 23 hours; halfway is 11 h 30 min after midnight EST = 11:30 EST = 12:30 EDT',
    },
    {
      inputs: { start: '2024-01-01', end: '2024-01-31', zone: 'UTC' },
      expect: { midpointDate: '2024-01-16', midpoint: '2024-01-16T00:00', calendarDays: 30 },
      source: 'Calendar arithmetic: 1 to 31 January is 30 days; half of it, 15 days after 1 January, is 16 January',
    },
  ],
});
