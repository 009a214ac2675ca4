import { getMoonIllumination } from 'suncalc';
import { dateTime, defineCalculator, out, timeZone } from '../../engine/index.ts';
import {
  canonicalZone,
  formatClock,
  formatLongDate,
  formatUtcOffset,
  parseWallTime,
  resolveWallTime,
  zonedTime,
} from '../shared/time-zones.ts';
import { PHASE_NAMES, principalPhases, type PhaseEvent, type PrincipalPhase } from './_moon-search.ts';

const DAY_MS = 86_400_000;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
/** Phases found before the chosen moment: enough to hold the last new moon (a synodic month is ~29.5 days). */
const LOOK_BACK_MS = 30 * DAY_MS;
/** Phases listed after it: a lunation and a half, so the next new and full moon are both in it. */
const LOOK_AHEAD_MS = 45 * DAY_MS;
/** Shown rounded to 5 minutes: the search agrees with the USNO to within about half an hour. */
const ROUND_MS = 5 * 60_000;

/** The phase between two principal phases, named after the one before. */
const BETWEEN: Record<PrincipalPhase, string> = {
  new: 'Waxing crescent',
  firstQuarter: 'Waxing gibbous',
  full: 'Waning gibbous',
  lastQuarter: 'Waning crescent',
};

/** "Thursday, January 25, 2024, about 18:10 (UTC+00:00)". */
function phaseTime(zone: string, instant: number): string {
  const local = zonedTime(zone, Math.round(instant / ROUND_MS) * ROUND_MS);
  return `${formatLongDate(local)}, about ${formatClock(local)} (${formatUtcOffset(local.offsetSeconds)})`;
}

export default defineCalculator({
  inputs: {
    when: dateTime({ label: 'Date and time', default: 'now' }),
    zone: timeZone({ label: 'Time zone', default: 'local' }),
  },
  outputs: {
    phase: out.text({ label: 'Moon phase', primary: true }),
    illumination: out.percent({ label: 'Illuminated part of the disc', decimals: 1 }),
    age: out.number({ label: 'Moon age (time since the last new moon)', decimals: 1, suffix: 'days' }),
    nextNewMoon: out.text({ label: 'Next new moon' }),
    daysToNewMoon: out.number({ label: 'Days until the next new moon', decimals: 1, suffix: 'days' }),
    nextFullMoon: out.text({ label: 'Next full moon' }),
    daysToFullMoon: out.number({ label: 'Days until the next full moon', decimals: 1, suffix: 'days' }),
    upcoming: out.table({
      label: 'Upcoming phases',
      columns: [
        { key: 'phase', label: 'Phase', kind: 'text' },
        { key: 'when', label: 'Date and time', kind: 'text' },
      ],
    }),
  },
  validate: ({ when }) => {
    const wall = parseWallTime(when);
    if (!wall) return [{ field: 'when', message: 'Enter a date and a time.' }];
    // The Moon series and the ΔT estimate behind them are meant for about the 20th and 21st centuries.
    if (wall.year < FIRST_YEAR || wall.year > LAST_YEAR) {
      return [{ field: 'when', message: `Enter a date from ${FIRST_YEAR} to ${LAST_YEAR}.` }];
    }
    return [];
  },
  compute: ({ when, zone }) => {
    const place = canonicalZone(zone);
    const wall = parseWallTime(when) ?? { year: 2000, month: 1, day: 1, hour: 12, minute: 0, second: 0 };
    const instant = resolveWallTime(wall, place).instant;
    const events = principalPhases(instant - LOOK_BACK_MS, instant + LOOK_AHEAD_MS);
    const past = events.filter((event) => event.instant <= instant);
    const future = events.filter((event) => event.instant > instant);
    const nextOf = (phase: PrincipalPhase): PhaseEvent | undefined => future.find((event) => event.phase === phase);
    const lastNewMoon = past.filter((event) => event.phase === 'new').at(-1);
    const nextNew = nextOf('new');
    const nextFull = nextOf('full');

    // A principal phase names the whole local calendar day it falls on, as calendars print it.
    const dayStart = resolveWallTime({ ...wall, hour: 0, minute: 0, second: 0 }, place).instant;
    const nextDay = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
    const dayEnd = resolveWallTime(
      {
        year: nextDay.getUTCFullYear(),
        month: nextDay.getUTCMonth() + 1,
        day: nextDay.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
      },
      place,
    ).instant;
    const today = events.find((event) => event.instant >= dayStart && event.instant < dayEnd);
    const previous = past.at(-1);
    const phase = today ? PHASE_NAMES[today.phase] : previous ? BETWEEN[previous.phase] : 'Unknown';

    return {
      phase,
      illumination: getMoonIllumination(new Date(instant)).fraction * 100,
      age: lastNewMoon ? (instant - lastNewMoon.instant) / DAY_MS : 0,
      nextNewMoon: nextNew ? phaseTime(place, nextNew.instant) : '',
      daysToNewMoon: nextNew ? (nextNew.instant - instant) / DAY_MS : 0,
      nextFullMoon: nextFull ? phaseTime(place, nextFull.instant) : '',
      daysToFullMoon: nextFull ? (nextFull.instant - instant) / DAY_MS : 0,
      upcoming: future.map((event) => ({ phase: PHASE_NAMES[event.phase], when: phaseTime(place, event.instant) })),
    };
  },
  examples: [
    {
      inputs: { when: '2024-01-01T00:00', zone: 'UTC' },
      expect: { phase: 'Waning gibbous', daysToNewMoon: 10.498, daysToFullMoon: 24.746, age: 19.019 },
      tolerance: 0.05,
      source:
        'US Naval Observatory, Phases of the Moon 2023–2024 (UTC): new moon 2023-12-12 23:32, full moon 2023-12-27 ' +
        '00:33, last quarter 2024-01-04 03:30, new moon 2024-01-11 11:57, full moon 2024-01-25 17:54. From ' +
        '2024-01-01 00:00: 10 d 11 h 57 min = 10.498 days to new moon, 24 d 17 h 54 min = 24.746 days to full moon, ' +
        '19 d 0 h 28 min = 19.019 days since new moon; tolerance 0.05 day (72 minutes)',
    },
    {
      inputs: { when: '2024-01-25T09:00', zone: 'America/New_York' },
      expect: { phase: 'Full moon', daysToFullMoon: 0.163 },
      tolerance: 0.05,
      source:
        'US Naval Observatory: full moon 2024-01-25 17:54 UTC = 12:54 EST (in-the-sky.org, from the DE430 ephemeris: ' +
        '12:53 EST), so 25 January is the full-moon day in New York; from 09:00 EST it is 3 h 54 min = 0.163 day',
    },
    {
      inputs: { when: '2024-01-18T03:53', zone: 'UTC' },
      expect: { phase: 'First quarter', illumination: 50 },
      tolerance: 1,
      source:
        'US Naval Observatory: first quarter 2024-01-18 03:53 UTC, the moment the Moon is 90° east of the Sun in ' +
        'longitude, when half of its disc is lit (50 %, within 1 percentage point)',
    },
    {
      inputs: { when: '2024-04-08T12:00', zone: 'America/Chicago' },
      expect: { phase: 'New moon', illumination: 0, daysToNewMoon: 0.056 },
      tolerance: 0.05,
      source:
        'US Naval Observatory: new moon 2024-04-08 18:21 UTC (13:21 CDT), the total solar eclipse over North ' +
        'America; 12:00 CDT is 1 h 21 min = 0.056 day before it and the lit part is practically 0 %',
    },
  ],
});
