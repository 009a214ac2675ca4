import { defineCalculator, integer, out, time } from '../../engine/index.ts';
import { addOrSubtractInput } from '../shared/presets/add-or-subtract.ts';
import { clockText, DAY_SECONDS, parseClock } from '../shared/clock/time-of-day-spans.ts';

/** "same day", "next day", "3 days later", "previous day", "2 days earlier". */
function describeDay(offset: number): string {
  if (offset === 0) return 'same day';
  if (offset === 1) return 'next day';
  if (offset === -1) return 'previous day';
  const size = Math.abs(offset).toLocaleString('en-US');
  return offset > 0 ? `${size} days later` : `${size} days earlier`;
}

const amount = (label: string, max: number, initial: number, suffix: string) =>
  integer({ label, default: initial, min: 0, max, suffix });

export default defineCalculator({
  inputs: {
    start: time({ label: 'Start time', default: '09:00' }),
    operation: addOrSubtractInput(),
    days: amount('Days', 100_000, 0, 'days'),
    hours: amount('Hours', 1_000_000, 8, 'hours'),
    minutes: amount('Minutes', 10_000_000, 30, 'minutes'),
    seconds: amount('Seconds', 100_000_000, 0, 'seconds'),
  },
  outputs: {
    result: out.text({ label: 'Resulting time', primary: true }),
    dayOffset: out.integer({ label: 'Days from the start day (+ later, − earlier)', suffix: 'days' }),
    total: out.duration({ label: 'Total time added or subtracted' }),
    totalHours: out.number({ label: 'Total in hours', digits: 8, suffix: 'hours' }),
  },
  compute: ({ start, operation, days, hours, minutes, seconds }) => {
    const total = days * DAY_SECONDS + hours * 3600 + minutes * 60 + seconds;
    const end = parseClock(start) + (operation === 'add' ? total : -total);
    const dayOffset = Math.floor(end / DAY_SECONDS);
    return {
      result: `${clockText(end)}, ${describeDay(dayOffset)}`,
      dayOffset,
      total,
      totalHours: total / 3600,
    };
  },
});
