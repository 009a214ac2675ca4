import { dateTime, defineCalculator, out, timeZone } from '../../engine/index.ts';
import {
  calendarDayDifference,
  canonicalZone,
  dateTimeProblem,
  describeSeason,
  describeShift,
  formatClock,
  formatIso,
  formatLongDateTime,
  formatUtcOffset,
  parseWallTime,
  resolveWallTime,
  type WallReading,
  type WallTime,
  zoneCity,
  zonedTime,
} from '../shared/clock/time-zones.ts';
import { longDateWithWeekday } from '../shared/calendar/dates.ts';

/** What a clock change does to the entered time, and which reading the result uses. */
function describeReading(wall: WallTime, reading: WallReading, from: string, to: string): string {
  const place = zoneCity(from);
  const when = `${formatClock(wall)} on ${longDateWithWeekday(wall)}`;
  switch (reading.kind) {
    case 'gap': {
      const shift = describeShift(reading.offsetAfter - reading.offsetBefore);
      const read = zonedTime(from, reading.instant);
      // A whole skipped day (Samoa, December 2011) lands on another date, so name it.
      const readDay = calendarDayDifference(wall, read) === 0 ? '' : ` on ${longDateWithWeekday(read)}`;
      return (
        `${when} does not exist in ${place}: the clocks went forward ${shift} ` +
        `(${formatUtcOffset(reading.offsetBefore)} → ${formatUtcOffset(reading.offsetAfter)}). ` +
        `It was read as ${formatClock(read)}${readDay} ${formatUtcOffset(read.offsetSeconds)}, ${shift} later, ` +
        'as calendar apps do.'
      );
    }
    case 'overlap': {
      const shift = describeShift(reading.offsetBefore - reading.offsetAfter);
      const second = zonedTime(to, reading.laterInstant);
      return (
        `${when} happens twice in ${place}: the clocks went back ${shift} ` +
        `(${formatUtcOffset(reading.offsetBefore)} → ${formatUtcOffset(reading.offsetAfter)}). ` +
        `The first time (${formatUtcOffset(reading.offsetBefore)}) was used; the second ` +
        `(${formatUtcOffset(reading.offsetAfter)}) is ${formatLongDateTime(second)} in ${zoneCity(to)}.`
      );
    }
    case 'single':
      return (
        `No clock change affects this time. ${place} ${describeSeason(from, reading.instant)}; ` +
        `${zoneCity(to)} ${describeSeason(to, reading.instant)}.`
      );
  }
}

export default defineCalculator({
  inputs: {
    when: dateTime({
      label: 'Date and time',
      help: 'The clock time in the zone you convert from.',
      default: 'now',
    }),
    from: timeZone({ label: 'From time zone', default: 'local' }),
    to: timeZone({ label: 'To time zone', default: 'Asia/Tokyo' }),
  },
  outputs: {
    converted: out.text({ label: 'Date and time there', primary: true }),
    difference: out.number({ label: 'Time difference (to minus from)', digits: 4, suffix: 'hours' }),
    fromOffset: out.text({ label: 'UTC offset, from zone' }),
    toOffset: out.text({ label: 'UTC offset, to zone' }),
    iso: out.text({ label: 'Converted time in ISO 8601' }),
    note: out.text({ label: 'Daylight saving time' }),
  },
  validate: ({ when }) => dateTimeProblem('when', when),
  compute: ({ when, from, to }) => {
    const fromZone = canonicalZone(from);
    const toZone = canonicalZone(to);
    const wall = parseWallTime(when) ?? { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    const reading = resolveWallTime(wall, fromZone);
    const there = zonedTime(toZone, reading.instant);
    const here = zonedTime(fromZone, reading.instant);
    return {
      converted: formatLongDateTime(there),
      difference: (there.offsetSeconds - here.offsetSeconds) / 3600,
      fromOffset: formatUtcOffset(here.offsetSeconds),
      toOffset: formatUtcOffset(there.offsetSeconds),
      iso: formatIso(there),
      note: describeReading(wall, reading, fromZone, toZone),
    };
  },
});
