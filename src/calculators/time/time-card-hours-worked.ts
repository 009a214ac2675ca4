import Big from 'big.js';
import { defineCalculator, integer, money, out, time } from '../../engine/index.ts';
import { clockSpan, hoursMinutesText, parseClock } from '../shared/clock/time-of-day-spans.ts';

/** A full week: days 1–5 start as 08:30–17:00 shifts, days 6 and 7 as days off. */
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type DayIndex = (typeof DAYS)[number];
const isWorkday = (day: DayIndex) => day <= 5;

const startField = (day: DayIndex) =>
  time({
    label: `Day ${day} – start`,
    ...(day === 1 ? { help: 'For a day off, leave the start and end the same.' } : {}),
    default: isWorkday(day) ? '08:30' : '00:00',
  });
const endField = (day: DayIndex) =>
  time({
    label: `Day ${day} – end`,
    ...(day === 1
      ? { help: 'An end earlier than the start is an overnight shift (it ends the next day), counted on clock time.' }
      : {}),
    default: isWorkday(day) ? '17:00' : '00:00',
  });
const breakField = (day: DayIndex) =>
  integer({
    label: `Day ${day} – unpaid break`,
    default: isWorkday(day) ? 30 : 0,
    min: 0,
    max: 720,
    suffix: 'minutes',
  });

interface DayEntry {
  day: DayIndex;
  start: string;
  end: string;
  breakMinutes: number;
  /** Paid seconds: the shift less its unpaid break. */
  worked: number;
  shift: number;
}

function entries(values: Record<`start${DayIndex}` | `end${DayIndex}`, string> & Record<`break${DayIndex}`, number>) {
  return DAYS.map((day): DayEntry => {
    const start = values[`start${day}`];
    const end = values[`end${day}`];
    const breakMinutes = values[`break${day}`];
    const shift = clockSpan(parseClock(start), parseClock(end));
    return { day, start, end, breakMinutes, shift, worked: Math.max(0, shift - breakMinutes * 60) };
  });
}

export default defineCalculator({
  inputs: {
    // Start and end of a day side by side (the form has two columns), then the breaks.
    start1: startField(1),
    end1: endField(1),
    start2: startField(2),
    end2: endField(2),
    start3: startField(3),
    end3: endField(3),
    start4: startField(4),
    end4: endField(4),
    start5: startField(5),
    end5: endField(5),
    start6: startField(6),
    end6: endField(6),
    start7: startField(7),
    end7: endField(7),
    break1: breakField(1),
    break2: breakField(2),
    break3: breakField(3),
    break4: breakField(4),
    break5: breakField(5),
    break6: breakField(6),
    break7: breakField(7),
    rate: money({ label: 'Hourly pay rate (optional)', default: 20, min: 0, max: 10_000 }),
  },
  outputs: {
    totalHours: out.number({ label: 'Total hours worked', primary: true, decimals: 2, suffix: 'hours' }),
    totalHoursMinutes: out.text({ label: 'Total in hours:minutes' }),
    pay: out.money({ label: 'Pay before tax (hours × rate)' }),
    byDay: out.table({
      label: 'Hours by day',
      columns: [
        { key: 'day', label: 'Day', kind: 'text' },
        { key: 'shift', label: 'Start – end', kind: 'text' },
        { key: 'breakMinutes', label: 'Unpaid break (min)', kind: 'integer' },
        { key: 'hours', label: 'Hours', kind: 'number' },
        { key: 'hoursMinutes', label: 'h:mm', kind: 'text' },
      ],
    }),
  },
  validate: (values) =>
    entries(values).flatMap(({ day, shift, breakMinutes }) => {
      if (breakMinutes === 0 || breakMinutes * 60 < shift) return [];
      return [
        {
          field: `break${day}`,
          message:
            shift === 0
              ? 'There is no shift on this day (start and end are the same); set the break to 0.'
              : `The break is not shorter than the shift (${hoursMinutesText(shift)}); check the times.`,
        },
      ];
    }),
  compute: (values) => {
    const days = entries(values);
    const seconds = days.reduce((sum, day) => sum + day.worked, 0);
    // Pay on the exact time worked (seconds ÷ 3600), rounded once, to the cent.
    const pay = new Big(values.rate).times(seconds).div(3600).round(2, Big.roundHalfUp);
    return {
      totalHours: seconds / 3600,
      totalHoursMinutes: hoursMinutesText(seconds),
      pay: pay.toNumber(),
      byDay: days.map(({ day, start, end, breakMinutes, worked }) => ({
        day: `Day ${day}`,
        shift: worked === 0 && start === end ? 'Day off' : `${start} – ${end}`,
        breakMinutes,
        hours: Math.round((worked / 3600) * 100) / 100,
        hoursMinutes: hoursMinutesText(worked),
      })),
    };
  },
});
