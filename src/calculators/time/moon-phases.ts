import { getMoonIllumination } from 'suncalc';
import { dateTime, defineCalculator, out, timeZone } from '../../engine/index.ts';
import {
  PHASE_NAMES,
  principalPhases,
  type PhaseEvent,
  type PrincipalPhase,
} from '../shared/astronomy/lunar-phases.ts';
import {
  canonicalZone,
  formatLongDateTime,
  formatUtcOffset,
  parseWallTime,
  resolveWallTime,
  zonedTime,
} from '../shared/clock/time-zones.ts';
import { DAY_MS } from '../shared/calendar/dates.ts';

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;
/** Phases found before the chosen moment: enough to hold the last new moon (a synodic month is ~29.5 days). */
const LOOK_BACK_MS = 30 * DAY_MS;
/** Phases listed after it: a lunation and a half, so the next new and full moon are both in it. */
const LOOK_AHEAD_MS = 45 * DAY_MS;
/** Shown to the minute, as the USNO publishes them; Meeus's series agrees with it to well under a minute. */
const MINUTE_MS = 60_000;

/** The phase between two principal phases, named after the one before. */
const BETWEEN: Record<PrincipalPhase, string> = {
  new: 'Waxing crescent',
  firstQuarter: 'Waxing gibbous',
  full: 'Waning gibbous',
  lastQuarter: 'Waning crescent',
};

/** "Thursday, January 25, 2024, 17:54 (UTC+00:00)". */
function phaseTime(zone: string, instant: number): string {
  const local = zonedTime(zone, instant);
  return `${formatLongDateTime(local)} (${formatUtcOffset(local.offsetSeconds)})`;
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
    // Rounded once, so that the day a phase names and the time shown for it always agree.
    const events = principalPhases(instant - LOOK_BACK_MS, instant + LOOK_AHEAD_MS).map((event) => ({
      ...event,
      instant: Math.round(event.instant / MINUTE_MS) * MINUTE_MS,
    }));
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
      expect: { phase: 'Waning gibbous', daysToNewMoon: 10.497917, daysToFullMoon: 24.745833, age: 19.019444 },
      tolerance: 0.0014,
      source:
        'US Naval Observatory, Phases of the Moon (UTC): new moon 2023-12-12 23:32, full moon 2023-12-27 00:33, ' +
        'new moon 2024-01-11 11:57, full moon 2024-01-25 17:54. From 2024-01-01 00:00 that is 10 d 11 h 57 min to ' +
        'new moon, 24 d 17 h 54 min to full moon and 19 d 0 h 28 min since new moon; tolerance 2 minutes',
    },
    {
      inputs: { when: '2024-02-24T12:00', zone: 'Australia/Sydney' },
      expect: {
        phase: 'Full moon',
        daysToFullMoon: 0.479167,
        nextFullMoon: 'Saturday, February 24, 2024, 23:30 (UTC+11:00)',
      },
      tolerance: 0.0014,
      source:
        'US Naval Observatory: full moon 2024-02-24 12:30 UTC = 23:30 AEDT, so 24 February is the full-moon day in ' +
        'Sydney (the lit fraction peaks about half an hour later, on the 25th); from 12:00 it is 11 h 30 min; ' +
        'tolerance 2 minutes',
    },
    {
      inputs: { when: '2024-04-08T12:00', zone: 'America/Chicago' },
      expect: { phase: 'New moon', daysToNewMoon: 0.05625 },
      tolerance: 0.0014,
      source:
        'US Naval Observatory: new moon 2024-04-08 18:21 UTC (13:21 CDT), the total solar eclipse over North ' +
        'America; 12:00 CDT is 1 h 21 min before it; tolerance 2 minutes',
    },
    {
      inputs: { when: '2026-06-29T12:00', zone: 'UTC' },
      expect: { phase: 'Full moon', daysToFullMoon: 0.497222 },
      tolerance: 0.0014,
      source:
        'US Naval Observatory: full moon 2026-06-29 23:56 UTC, so 29 June is the full-moon day in UTC; from 12:00 ' +
        'it is 11 h 56 min; tolerance 2 minutes',
    },
    {
      inputs: { when: '1977-02-18T00:00', zone: 'UTC' },
      expect: { phase: 'New moon', daysToNewMoon: 0.150625 },
      tolerance: 0.0014,
      source:
        'Meeus, Astronomical Algorithms (2nd ed.), example 49.a: new moon JDE 2443192.65118 = 1977 February 18 ' +
        '03:37:42 TD; less ΔT ≈ 48 s (Espenak and Meeus) that is 03:36:54 UT, 0.150625 day after midnight; ' +
        'tolerance 2 minutes',
    },
  ],
});
