import {
  date,
  dateTime,
  defineCalculator,
  duration,
  durationIn,
  out,
  radio,
  time,
  timeZone,
} from '../../engine/index.ts';
import { countdownTarget, remainingMs } from '../shared/clock/countdown.ts';
import {
  canonicalZone,
  dateTimeProblem,
  formatClock,
  formatUtcOffset,
  resolveWallText,
  type WallReading,
  zonedTime,
} from '../shared/clock/time-zones.ts';
import { longDateWithWeekday } from '../shared/calendar/dates.ts';

/** "Sunday, November 3, 2024, 12:00:00 (UTC−05:00)": the moment the countdown ends, on the zone's clock. */
function describeMoment(zone: string, instant: number): string {
  const shown = zonedTime(zone, instant);
  return `${longDateWithWeekday(shown)}, ${formatClock(shown, true)} (${formatUtcOffset(shown.offsetSeconds)})`;
}

/** What a clock change does to the typed target, so the visitor knows which moment is counted to. */
function clockChangeNote(reading: WallReading): string {
  if (reading.kind === 'gap')
    return ' That clock time is skipped when the clocks go forward, so the count runs to the time after the change.';
  if (reading.kind === 'overlap')
    return ' That clock time happens twice when the clocks go back; the count runs to the first.';
  return '';
}

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Count down',
      options: [
        { value: 'date', label: 'To a date and time' },
        { value: 'timer', label: 'For a set time (timer)' },
      ],
      default: 'date',
    }),
    targetDate: date({ label: 'Target date', default: 'today+30' }),
    targetTime: time({ label: 'Target time', help: 'On the target date, in the time zone below.', default: '00:00' }),
    zone: timeZone({
      label: 'Time zone',
      help: 'The zone of the target and of the time you count from.',
      default: 'local',
    }),
    now: dateTime({
      label: 'Counting from',
      help: 'Follows your clock every second; type another date and time to count from then.',
      default: 'now',
      live: true,
    }),
    length: duration({
      label: 'Timer length',
      help: 'Used by “For a set time”.',
      default: { value: 5, unit: 'minute' },
      units: ['second', 'minute', 'hour', 'day'],
      min: { value: 1, unit: 'second' },
      max: { value: 100, unit: 'day' },
    }),
  },
  outputs: {
    remaining: out.duration({ label: 'Time left', primary: true }),
    totalHours: out.number({ label: 'Time left in hours', decimals: 2, suffix: 'hours' }),
    totalSeconds: out.integer({ label: 'Time left in seconds', suffix: 'seconds' }),
    ends: out.text({ label: 'Ends at' }),
    status: out.text({ label: 'Status' }),
  },
  validate: ({ now }) => dateTimeProblem('now', now),
  compute: ({ mode, targetDate, targetTime, zone, now, length }) => {
    const place = canonicalZone(zone);
    const from = resolveWallText(now, place).instant;
    const target = mode === 'date' ? countdownTarget(targetDate, targetTime, place) : undefined;
    const end = target ? target.instant : from + durationIn(length, 'second') * 1000;
    const left = remainingMs(end, from) / 1000;
    const status = left > 0 ? 'Counting down.' : from > end ? 'That moment has passed.' : 'That moment is now.';
    return {
      remaining: left,
      totalHours: left / 3600,
      totalSeconds: Math.round(left),
      ends: describeMoment(place, end),
      status: status + (target ? clockChangeNote(target) : ''),
    };
  },
  examples: [
    {
      inputs: {
        mode: 'date',
        now: '2024-11-02T12:00:00',
        targetDate: '2024-11-03',
        targetTime: '12:00',
        zone: 'America/New_York',
      },
      expect: { remaining: 90_000, totalHours: 25, ends: 'Sunday, November 3, 2024, 12:00:00 (UTC−05:00)' },
      source:
        'US daylight saving time ends on the first Sunday of November at 2:00 a.m. (Energy Policy Act of 2005; NIST ' +
        'Time and Frequency Division), 3 November 2024: New York goes from EDT (UTC−4) to EST (UTC−5), so noon to ' +
        'noon across that night is 25 hours',
    },
    {
      inputs: {
        mode: 'date',
        now: '2038-01-19T00:00:00',
        targetDate: '2038-01-19',
        targetTime: '03:14:07',
        zone: 'UTC',
      },
      expect: { remaining: 11_647, totalSeconds: 11_647 },
      source:
        'The year 2038 problem: a signed 32-bit Unix time runs out at 2³¹ − 1 = 2,147,483,647 seconds after the ' +
        'epoch, 03:14:07 UTC on 19 January 2038 (Wikipedia, “Year 2038 problem”); from midnight that is ' +
        '3 h 14 min 7 s = 11,647 s',
    },
    {
      inputs: { mode: 'date', now: '2100-02-28T00:00:00', targetDate: '2100-03-01', targetTime: '00:00', zone: 'UTC' },
      expect: { remaining: 86_400, totalHours: 24 },
      source:
        'Edge case, no leap day: in the Gregorian calendar a century year is a leap year only if divisible by 400, ' +
        'so 2100 has no 29 February (US Naval Observatory, “Leap Years”); 28 February to 1 March 2100 is one day',
    },
    {
      inputs: { mode: 'date', now: '2024-01-01T00:00:10', targetDate: '2024-01-01', targetTime: '00:00', zone: 'UTC' },
      expect: { remaining: 0, totalSeconds: 0, status: 'That moment has passed.' },
      source:
        'Edge case, a target in the past: ISO 8601 times on the UTC scale, 2024-01-01T00:00:10Z is 10 s after the ' +
        'target 2024-01-01T00:00:00Z, so nothing is left: the target has passed',
    },
    {
      inputs: { mode: 'timer', now: '2024-03-10T01:30:00', zone: 'America/New_York', length: 90 },
      expect: { remaining: 5400, ends: 'Sunday, March 10, 2024, 04:00:00 (UTC−04:00)' },
      source:
        'US daylight saving time starts on the second Sunday of March at 2:00 a.m., when clocks jump to 3:00 ' +
        '(Energy Policy Act of 2005; NIST): a 90-minute timer started at 01:30 EST on 10 March 2024 ends at ' +
        '04:00 EDT by the clock, though only 90 minutes pass',
    },
  ],
});
