import { dateTime, defineCalculator, number, out, select, timeZone } from '../../engine/index.ts';
import {
  canonicalZone,
  dateTimeProblem,
  formatClock,
  formatIso,
  formatUtcOffset,
  resolveWallText,
  zoneCity,
  type ZonedTime,
  zonedTime,
} from '../shared/clock/time-zones.ts';
import { longDateWithWeekday } from '../shared/calendar/dates.ts';

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in seconds: the years a date can be written with four digits. */
const FIRST_SECOND = -62_135_596_800;
const LAST_SECOND = 253_402_300_799;
/** The largest signed 32-bit integer, 2³¹ − 1: where a 32-bit time_t runs out. */
const INT32_MAX = 2_147_483_647;

/** "2023-11-14T22:13:20Z", with milliseconds only when there are any. */
function utcIso(instant: number): string {
  const text = new Date(instant).toISOString();
  return text.endsWith('.000Z') ? `${text.slice(0, -5)}Z` : text;
}

/** "Tuesday, November 14, 2023, 22:13:20". */
const longDateTime = (time: ZonedTime) => `${longDateWithWeekday(time)}, ${formatClock(time, true)}`;

function range32(seconds: number): string {
  if (seconds > INT32_MAX) {
    return 'Too large for a signed 32-bit time_t, which ends at 2147483647 (2038-01-19T03:14:07Z): the year 2038 problem.';
  }
  if (seconds < -INT32_MAX - 1) {
    return 'Too small for a signed 32-bit time_t, which starts at −2147483648 (1901-12-13T20:45:52Z).';
  }
  return 'Fits in a signed 32-bit time_t (from 1901-12-13T20:45:52Z to 2038-01-19T03:14:07Z).';
}

export default defineCalculator({
  inputs: {
    direction: select({
      label: 'Convert',
      options: [
        { value: 'toDate', label: 'Unix timestamp → date and time' },
        { value: 'toTimestamp', label: 'Date and time → Unix timestamp' },
      ],
      default: 'toDate',
    }),
    timestamp: number({
      label: 'Unix timestamp',
      help: 'Seconds (or milliseconds) since 1970-01-01 00:00:00 UTC; negative for earlier dates.',
      default: 1_700_000_000,
      min: FIRST_SECOND * 1000,
      max: LAST_SECOND * 1000 + 999,
    }),
    unit: select({
      label: 'Timestamp unit',
      options: [
        { value: 'seconds', label: 'Seconds (10 digits today)' },
        { value: 'milliseconds', label: 'Milliseconds (13 digits today, as in JavaScript and Java)' },
      ],
      default: 'seconds',
    }),
    when: dateTime({
      label: 'Date and time',
      help: 'Used when converting a date to a timestamp; read as a time in the zone below.',
      default: '2024-01-01T00:00:00',
    }),
    zone: timeZone({ label: 'Time zone', default: 'local' }),
  },
  outputs: {
    seconds: out.integer({ label: 'Unix time in seconds', primary: true }),
    utc: out.text({ label: 'UTC (ISO 8601)', primary: true }),
    milliseconds: out.integer({ label: 'Unix time in milliseconds' }),
    utcLong: out.text({ label: 'UTC date and time' }),
    local: out.text({ label: 'In the chosen time zone' }),
    localIso: out.text({ label: 'In the chosen time zone (ISO 8601)' }),
    range: out.text({ label: '32-bit systems' }),
  },
  validate: ({ direction, timestamp, unit, when }) => {
    if (direction === 'toTimestamp') {
      return dateTimeProblem('when', when);
    }
    const seconds = unit === 'milliseconds' ? timestamp / 1000 : timestamp;
    if (seconds < FIRST_SECOND || seconds > LAST_SECOND + 0.999) {
      const scale = unit === 'milliseconds' ? 1000 : 1;
      return [
        {
          field: 'timestamp',
          message: `Enter a timestamp from ${FIRST_SECOND * scale} (year 1) to ${LAST_SECOND * scale} (year 9999).`,
        },
      ];
    }
    return [];
  },
  compute: ({ direction, timestamp, unit, when, zone }) => {
    const place = canonicalZone(zone);
    let instant: number;
    let clockNote = '';
    if (direction === 'toTimestamp') {
      const reading = resolveWallText(when, place);
      instant = reading.instant;
      if (reading.kind === 'gap') clockNote = ' (that clock time was skipped when the clocks went forward)';
      if (reading.kind === 'overlap')
        clockNote = ' (the first of two times the clocks showed this; the clocks went back)';
    } else {
      // Whole milliseconds: a Date holds no finer time.
      instant = Math.round(unit === 'milliseconds' ? timestamp : timestamp * 1000);
    }
    const there = zonedTime(place, instant);
    const seconds = Math.floor(instant / 1000);
    return {
      seconds,
      utc: utcIso(instant),
      milliseconds: instant,
      utcLong: `${longDateTime(zonedTime('UTC', instant))} UTC`,
      local: `${longDateTime(there)} in ${zoneCity(place)} (${formatUtcOffset(there.offsetSeconds)})${clockNote}`,
      localIso: formatIso(there),
      range: range32(seconds),
    };
  },
});
