import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';

const SECONDS_PER_HOUR = 3600;
/** A year of hours: far beyond any time sheet, small enough that every second stays exact. */
const MOST_HOURS = 8784;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Whole hours, minutes and seconds of a span, rounded to the nearest second. */
function clockParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  const whole = Math.round(seconds);
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

export default defineCalculator({
  inputs: {
    direction: select({
      label: 'Convert',
      options: [
        { value: 'toDecimal', label: 'Hours and minutes → decimal hours' },
        { value: 'toClock', label: 'Decimal hours → hours and minutes' },
      ],
      default: 'toDecimal',
    }),
    hours: integer({ label: 'Hours', default: 7, min: 0, max: MOST_HOURS }),
    minutes: integer({ label: 'Minutes', default: 45, min: 0, max: 59 * 60 }),
    seconds: number({ label: 'Seconds', default: 0, min: 0, max: 59 * 3600, step: 1 }),
    decimalHours: number({
      label: 'Decimal hours',
      help: 'Used for Decimal hours → hours and minutes, e.g. 7.75.',
      default: 7.75,
      min: 0,
      max: MOST_HOURS,
    }),
  },
  outputs: {
    decimal: out.number({ label: 'Decimal hours', primary: true, decimals: 4, suffix: 'h' }),
    clock: out.text({ label: 'Hours and minutes', primary: true }),
    hhmmss: out.text({ label: 'As h:mm:ss' }),
    totalMinutes: out.number({ label: 'Total minutes', digits: 8 }),
    totalSeconds: out.number({ label: 'Total seconds', digits: 10 }),
  },
  compute: ({ direction, hours, minutes, seconds, decimalHours }) => {
    const span = direction === 'toClock' ? decimalHours * SECONDS_PER_HOUR : hours * 3600 + minutes * 60 + seconds;
    const parts = clockParts(span);
    const words = [plural(parts.hours, 'hour'), plural(parts.minutes, 'minute')];
    if (parts.seconds > 0) words.push(plural(parts.seconds, 'second'));
    return {
      decimal: span / SECONDS_PER_HOUR,
      clock: words.join(' '),
      hhmmss: `${parts.hours}:${String(parts.minutes).padStart(2, '0')}:${String(parts.seconds).padStart(2, '0')}`,
      totalMinutes: span / 60,
      totalSeconds: span,
    };
  },
});
