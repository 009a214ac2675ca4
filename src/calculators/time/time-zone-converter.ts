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
  examples: [
    {
      inputs: { when: '2024-01-15T12:00', from: 'America/New_York', to: 'Asia/Tokyo' },
      expect: {
        converted: 'Tuesday, January 16, 2024, 02:00',
        difference: 14,
        fromOffset: 'UTC−05:00',
        toOffset: 'UTC+09:00',
      },
      source:
        'IANA tz database: America/New_York is EST, UTC−5, in January; Asia/Tokyo is JST, UTC+9, with no DST. ' +
        '12:00 EST = 17:00 UTC = 02:00 JST the next day, 14 hours ahead',
    },
    {
      inputs: { when: '2024-03-10T12:00', from: 'America/New_York', to: 'Asia/Tokyo' },
      expect: {
        converted: 'Monday, March 11, 2024, 01:00',
        difference: 13,
        fromOffset: 'UTC−04:00',
        iso: '2024-03-11T01:00:00+09:00',
      },
      source:
        'Energy Policy Act of 2005 §110: US DST begins the second Sunday of March (2024-03-10) at 02:00, so New York ' +
        'is EDT, UTC−4, at noon; 12:00 EDT = 16:00 UTC = 01:00 JST on March 11, 13 hours ahead',
    },
    {
      inputs: { when: '2024-03-10T02:30', from: 'America/New_York', to: 'Asia/Tokyo' },
      expect: {
        converted: 'Sunday, March 10, 2024, 16:30',
        note:
          '02:30 on Sunday, March 10, 2024 does not exist in New York: the clocks went forward 1 hour ' +
          '(UTC−05:00 → UTC−04:00). It was read as 03:30 UTC−04:00, 1 hour later, as calendar apps do.',
      },
      source:
        'US DST rules (Energy Policy Act of 2005) and the tz database: on 2024-03-10 New York clocks jump from ' +
        '02:00 EST to 03:00 EDT, so 02:30 never happens; read as 03:30 EDT = 07:30 UTC = 16:30 JST',
    },
    {
      inputs: { when: '2024-11-03T01:30', from: 'America/New_York', to: 'Europe/London' },
      expect: {
        converted: 'Sunday, November 3, 2024, 05:30',
        difference: 4,
        fromOffset: 'UTC−04:00',
        toOffset: 'UTC+00:00',
      },
      source:
        'US DST ends the first Sunday of November (2024-11-03) at 02:00 EDT, so 01:30 occurs twice; the first is ' +
        'EDT (UTC−4) = 05:30 UTC. UK summer time ended 2024-10-27 (last Sunday of October), so London is GMT, UTC+0',
    },
    {
      inputs: { when: '2024-06-01T09:00', from: 'Europe/London', to: 'Asia/Kolkata' },
      expect: { converted: 'Saturday, June 1, 2024, 13:30', difference: 4.5, toOffset: 'UTC+05:30' },
      source:
        'tz database: Europe/London is BST, UTC+1, in June (last Sunday of March to last Sunday of October); ' +
        'Asia/Kolkata is IST, UTC+5:30, all year. 09:00 BST = 08:00 UTC = 13:30 IST',
    },
    {
      inputs: { when: '2024-03-31T01:30', from: 'Europe/London', to: 'America/New_York' },
      expect: {
        converted: 'Saturday, March 30, 2024, 21:30',
        fromOffset: 'UTC+01:00',
        note:
          '01:30 on Sunday, March 31, 2024 does not exist in London: the clocks went forward 1 hour ' +
          '(UTC+00:00 → UTC+01:00). It was read as 02:30 UTC+01:00, 1 hour later, as calendar apps do.',
      },
      source:
        'Summer Time Order 2002 (UK): summer time begins at 01:00 GMT on the last Sunday of March (2024-03-31), ' +
        'so London clocks jump from 01:00 to 02:00 and 01:30 never happens; read as 02:30 BST = 01:30 UTC = ' +
        '21:30 EDT (UTC−4) on March 30',
    },
    {
      inputs: { when: '2024-10-27T01:30', from: 'Europe/London', to: 'America/New_York' },
      expect: { converted: 'Saturday, October 26, 2024, 20:30', fromOffset: 'UTC+01:00', difference: -5 },
      source:
        'Summer Time Order 2002 (UK): summer time ends at 01:00 GMT (02:00 BST) on the last Sunday of October ' +
        '(2024-10-27), so 01:30 happens twice; the first is BST (UTC+1) = 00:30 UTC = 20:30 EDT on October 26, ' +
        'New York still being on summer time until 3 November',
    },
  ],
});
