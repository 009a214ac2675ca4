import { dateTime, defineCalculator, duration, durationIn, out, time, timeZone, toggle } from '../../engine/index.ts';
import {
  calendarDayDifference,
  canonicalZone,
  dateTimeProblem,
  formatClock,
  formatShortDate,
  formatUtcOffset,
  parseWallTime,
  resolveWallTime,
  zoneCity,
} from '../shared/clock/time-zones.ts';
import { DAY_MS, isWeekend, WEEKDAY_NAMES, weekdayOfDate } from '../shared/calendar/dates.ts';
import { clockMinutes } from '../shared/clock/minute-clock-face.ts';
import { clockIn, type ZoneClock } from '../shared/clock/zone-clock.ts';

const PARTICIPANTS = ['place1', 'place2', 'place3', 'place4'] as const;
const SLOT_MINUTES = 30;
const HOUR_MS = 3_600_000;

interface WorkingDay {
  /** Minutes after local midnight. */
  from: number;
  to: number;
  weekendsOff: boolean;
}

type Fit = 'inside' | 'weekend' | 'early' | 'late' | 'overrun';

const FIT_TEXT: Record<Exclude<Fit, 'weekend'>, string> = {
  inside: 'inside working hours',
  early: 'outside working hours (before the working day starts)',
  late: 'outside working hours (after the working day ends)',
  overrun: 'runs past the end of the working day',
};

/** Whether a meeting from `start` to `end` (ms) lies inside the working day on a clock, and if not, why. */
function fitOf(clock: ZoneClock, start: number, end: number, day: WorkingDay): Fit {
  const localStart = clock.local(start);
  const dayNumber = Math.floor(localStart / DAY_MS);
  if (day.weekendsOff && isWeekend(dayNumber)) return 'weekend';
  const startMinute = (localStart - dayNumber * DAY_MS) / 60_000;
  // Counted from the start day's midnight, so a meeting ending at 00:30 the next day ends at minute 1470.
  const endMinute = (clock.local(end) - dayNumber * DAY_MS) / 60_000;
  if (startMinute < day.from) return 'early';
  if (startMinute >= day.to) return 'late';
  return endMinute > day.to ? 'overrun' : 'inside';
}

/** "London · Mon 15 Jan, 15:00–16:00 · UTC+00:00 · inside working hours". */
function describePlace(clock: ZoneClock, start: number, end: number, fit: Fit): string {
  const begins = clock.time(start);
  const clocks = end > start ? `${formatClock(begins)}–${formatClock(clock.time(end))}` : formatClock(begins);
  const status =
    fit === 'weekend' ? `outside working hours (${WEEKDAY_NAMES[weekdayOfDate(begins)] ?? ''})` : FIT_TEXT[fit];
  return `${zoneCity(clock.zone)} · ${formatShortDate(begins)}, ${clocks} · ${formatUtcOffset(begins.offsetSeconds)} · ${status}`;
}

/** "09:00", "09:00 and 09:30", "from 09:00 to 10:30" for a run of start times. */
function describeRuns(starts: readonly string[], stepMinutes: number): string {
  const runs: string[][] = [];
  for (const start of starts) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous !== undefined && clockMinutes(start) - clockMinutes(previous) === stepMinutes) run.push(start);
    else runs.push([start]);
  }
  return runs.map((run) => (run.length === 1 ? (run[0] ?? '') : `${run[0] ?? ''} to ${run.at(-1) ?? ''}`)).join(', ');
}

const place = (label: string, zone: string) => timeZone({ label, default: zone });

export default defineCalculator({
  inputs: {
    when: dateTime({ label: 'Proposed start', help: 'The date and time in your time zone.', default: 'now' }),
    home: timeZone({ label: 'Your time zone', default: 'local' }),
    length: duration({
      label: 'Meeting length',
      default: { value: 60, unit: 'minute' },
      units: ['minute', 'hour'],
      max: { value: 12, unit: 'hour' },
    }),
    place1: place('Participant 1', 'America/New_York'),
    place2: place('Participant 2', 'Europe/London'),
    place3: place('Participant 3', 'Asia/Kolkata'),
    place4: place('Participant 4', 'Asia/Tokyo'),
    workStart: time({ label: 'Working day starts', default: '09:00' }),
    workEnd: time({ label: 'Working day ends', default: '17:00' }),
    weekendsOff: toggle({ label: 'Saturday and Sunday are days off', default: true }),
  },
  outputs: {
    verdict: out.text({ label: 'Verdict', primary: true }),
    insideCount: out.integer({ label: 'Places where it is inside working hours (you included)' }),
    you: out.text({ label: 'You' }),
    place1: out.text({ label: 'Participant 1' }),
    place2: out.text({ label: 'Participant 2' }),
    place3: out.text({ label: 'Participant 3' }),
    place4: out.text({ label: 'Participant 4' }),
    bestStarts: out.text({ label: 'Best start times that day (your time, half-hour steps)' }),
    day: out.table({
      label: 'Your day hour by hour (✓ = inside working hours there)',
      previewRows: 24,
      columns: [
        { key: 'you', label: 'You', kind: 'text' },
        { key: 'place1', label: 'Participant 1', kind: 'text' },
        { key: 'place2', label: 'Participant 2', kind: 'text' },
        { key: 'place3', label: 'Participant 3', kind: 'text' },
        { key: 'place4', label: 'Participant 4', kind: 'text' },
        { key: 'count', label: 'Places in working hours', kind: 'integer' },
      ],
    }),
  },
  validate: ({ when, workStart, workEnd }) => {
    const notDateTime = dateTimeProblem('when', when);
    if (notDateTime.length > 0) return notDateTime;
    if (clockMinutes(workEnd) <= clockMinutes(workStart)) {
      return [{ field: 'workEnd', message: 'The working day must end after it starts.' }];
    }
    return [];
  },
  compute: (values) => {
    const home = canonicalZone(values.home);
    const zones = PARTICIPANTS.map((key) => canonicalZone(values[key]));
    const everyone = [home, ...zones];
    const lengthMs = Math.round(durationIn(values.length, 'minute')) * 60_000;
    const day: WorkingDay = {
      from: clockMinutes(values.workStart),
      to: clockMinutes(values.workEnd),
      weekendsOff: values.weekendsOff,
    };
    const wall = parseWallTime(values.when) ?? { year: 2000, month: 1, day: 1, hour: 9, minute: 0, second: 0 };
    const reading = resolveWallTime(wall, home);
    const start = reading.instant;
    const dayStart = resolveWallTime({ ...wall, hour: 0, minute: 0, second: 0 }, home).instant;
    // The organiser's day (up to 25 hours) plus the longest meeting, with an hour to spare at each end.
    const clocks = everyone.map((zone) => clockIn(zone, dayStart - HOUR_MS, dayStart + 38 * HOUR_MS));
    const fitsAt = (from: number) => clocks.map((clock) => fitOf(clock, from, from + lengthMs, day));
    const fits = fitsAt(start);
    const insideCount = fits.filter((fit) => fit === 'inside').length;
    const places = clocks.map((clock, index) => describePlace(clock, start, start + lengthMs, fits[index] ?? 'late'));

    // Every half hour of the organiser's calendar day, as the organiser's clock shows it (a day
    // with a clock change has 23 or 25 hours, and its skipped or repeated times show as such).
    const homeClock = clocks[0] ?? clockIn(home, dayStart, dayStart);
    const slots: { clock: string; count: number }[] = [];
    const rows = [];
    const dayEnd = dayStart + 26 * HOUR_MS;
    for (let slot = dayStart; slot < dayEnd; slot += SLOT_MINUTES * 60_000) {
      const homeTime = homeClock.time(slot);
      if (calendarDayDifference(wall, homeTime) !== 0) break;
      const slotFits = fitsAt(slot);
      const count = slotFits.filter((fit) => fit === 'inside').length;
      slots.push({ clock: formatClock(homeTime), count });
      if (homeTime.minute !== 0) continue;
      const cells = clocks.map((clock, index) => {
        const local = clock.time(slot);
        const dayMark = calendarDayDifference(homeTime, local) === 0 ? '' : ` ${formatShortDate(local).slice(0, 3)}`;
        return `${formatClock(local)}${dayMark}${slotFits[index] === 'inside' ? ' ✓' : ''}`;
      });
      const [you = '', place1 = '', place2 = '', place3 = '', place4 = ''] = cells;
      rows.push({ you, place1, place2, place3, place4, count });
    }
    const best = Math.max(0, ...slots.map((slot) => slot.count));
    const bestClocks = slots.filter((slot) => slot.count === best && best > 0).map((slot) => slot.clock);
    const bestStarts =
      best === everyone.length
        ? `${describeRuns(bestClocks, SLOT_MINUTES)} (inside working hours in all ${best} places)`
        : best === 0
          ? 'None: no start time that day is inside anyone’s working hours.'
          : `None suits everyone. Best: ${describeRuns(bestClocks, SLOT_MINUTES)}, inside working hours for ${best} of ${everyone.length} places.`;

    const clockChange =
      reading.kind === 'gap'
        ? ' The start time does not exist in your zone that day (clocks go forward); it was read as the same time after the change.'
        : reading.kind === 'overlap'
          ? ' The start time happens twice in your zone that day (clocks go back); the first one is used.'
          : '';
    const verdict =
      insideCount === everyone.length
        ? `Inside working hours for all ${everyone.length} places.`
        : `Inside working hours for ${insideCount} of ${everyone.length} places.`;
    return {
      verdict: verdict + clockChange,
      insideCount,
      you: places[0] ?? '',
      place1: places[1] ?? '',
      place2: places[2] ?? '',
      place3: places[3] ?? '',
      place4: places[4] ?? '',
      bestStarts,
      day: rows,
    };
  },
});
