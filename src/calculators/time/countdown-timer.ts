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
});
