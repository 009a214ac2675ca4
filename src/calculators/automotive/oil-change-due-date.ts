import { date, defineCalculator, integer, number, out } from '../../engine/index.ts';
import { addDaysToDate, daysBetween } from '../shared/calendar/utc-dates.ts';
import { addMonthsToDate } from '../shared/money/payment-dates.ts';
import { distanceField } from '../shared/presets/vehicle-fields.ts';

const DISTANCE = { unitFamily: 'length', unit: 'km', imperialUnit: 'mi', units: ['km', 'mi'] } as const;

export default defineCalculator({
  inputs: {
    lastChange: date({ label: 'Date of the last oil change', default: 'today-30' }),
    perDay: number({
      label: 'Distance you drive a day (average)',
      help: 'A year’s driving divided by 365: 15,000 km a year is about 41 km a day.',
      ...DISTANCE,
      default: 40,
      min: 0.1,
      max: 2000,
      messages: { min: 'Enter at least 0.1 km (0.06 mi) a day; for a car that hardly moves the months decide.' },
    }),
    intervalDistance: distanceField(
      'Change interval, distance',
      8000,
      50_000,
      'From the owner’s manual or the oil-life monitor.',
    ),
    intervalMonths: integer({ label: 'Change interval, time', default: 6, min: 1, max: 24, suffix: 'months' }),
  },
  validate: ({ intervalDistance }) =>
    intervalDistance > 0
      ? []
      : [{ field: 'intervalDistance', message: 'Enter the distance between oil changes, more than 0.' }],
  outputs: {
    due: out.date({ label: 'Next oil change due', primary: true }),
    decidedBy: out.text({ label: 'What comes first' }),
    byDistance: out.date({ label: 'Due by distance on' }),
    byTime: out.date({ label: 'Due by time on' }),
    distanceAtDue: out.number({ label: 'Distance driven by the due date', ...DISTANCE, decimals: 0 }),
  },
  compute: ({ lastChange, perDay, intervalDistance, intervalMonths }) => {
    // The last whole day of driving that stays within the distance interval.
    const byDistance = addDaysToDate(lastChange, Math.floor(intervalDistance / perDay));
    const byTime = addMonthsToDate(lastChange, intervalMonths);
    const due = byDistance < byTime ? byDistance : byTime;
    return {
      due,
      decidedBy:
        byDistance === byTime
          ? 'Distance and time fall due on the same day.'
          : byDistance < byTime
            ? 'The distance interval comes first.'
            : 'The time interval comes first: oil ages even when the car is not driven.',
      byDistance,
      byTime,
      distanceAtDue: perDay * daysBetween(lastChange, due),
    };
  },
});
