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
});
