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
});
