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
  examples: [
    {
      inputs: { start: '22:30', operation: 'add', hours: 3, minutes: 0 },
      expect: { result: '01:30, next day', dayOffset: 1 },
      source:
        'CalcPocket, "How to Add and Subtract Hours From a Time", worked examples: 10:30 PM (22:30) + 3 hours = 1:30 AM (01:30), crossing midnight',
    },
    {
      inputs: { start: '00:15', operation: 'subtract', hours: 0, minutes: 45 },
      expect: { result: '23:30, previous day', dayOffset: -1, total: 2700 },
      source:
        'CalcPocket, "How to Add and Subtract Hours From a Time", subtracting examples: 12:15 AM (00:15) − 45 min = 11:30 PM (23:30), previous day',
    },
    {
      inputs: { start: '03:00', operation: 'subtract', hours: 4, minutes: 0 },
      expect: { result: '23:00, previous day', dayOffset: -1 },
      source:
        'Math Open Reference, "24 hour time calculator": enter 3:00:00 and subtract 4 hours, and the result is "23:00:00 Previous day"',
    },
    {
      inputs: { start: '15:00', operation: 'add', hours: 0, minutes: 0, seconds: 70 },
      expect: { result: '15:01:10, same day', dayOffset: 0, total: 70 },
      source:
        'Math Open Reference, "24 hour time calculator": 15:00:00 plus 70 seconds gives 15:01:10 (3:01 and 10 seconds pm), the same day',
    },
    {
      inputs: { start: '22:30', operation: 'add', hours: 3, minutes: 45 },
      expect: { result: '02:15, next day', dayOffset: 1, totalHours: 3.75 },
      source:
        'Clock (modular) arithmetic on the 24-hour clock: 22:30 + 3:45 = 26:15, which is 24 h + 2:15, so 02:15 on the next day',
    },
    {
      inputs: { start: '00:15', operation: 'subtract', hours: 0, minutes: 30 },
      expect: { result: '23:45, previous day', dayOffset: -1, total: 1800 },
      source:
        'Clock arithmetic: 15 minutes after midnight minus 30 minutes is 15 minutes before midnight, on the day before',
    },
    {
      inputs: { start: '10:00', operation: 'add', hours: 100, minutes: 0 },
      expect: { result: '14:00, 4 days later', dayOffset: 4, total: 360_000 },
      source: 'Modular arithmetic: 100 h = 4 × 24 h + 4 h, so 100 hours after 10:00 is 14:00 four days later',
    },
    {
      inputs: { start: '23:59', operation: 'add', hours: 0, minutes: 0, seconds: 75 },
      expect: { result: '00:00:15, next day', dayOffset: 1 },
      source: 'Clock arithmetic: 75 s = 1 min 15 s, and 23:59:00 + 1 min 15 s = 24:00:15 = 00:00:15 the next day',
    },
    {
      inputs: { start: '09:00', operation: 'add', days: 2, hours: 0, minutes: 0 },
      expect: { result: '09:00, 2 days later', totalHours: 48 },
      source:
        'Definition of a calendar day on the clock face: whole days bring back the same clock time (2 × 24 = 48 hours)',
    },
  ],
});
