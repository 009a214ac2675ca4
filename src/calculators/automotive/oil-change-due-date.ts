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
  examples: [
    {
      inputs: { lastChange: '2024-01-15', perDay: 40, intervalDistance: 8000, intervalMonths: 12 },
      expect: { due: '2024-08-02', byTime: '2025-01-15' },
      source:
        '8,000 km at 40 km a day is 200 days; 15 January 2024 + 200 days = 2 August 2024 (ISO 8601 Gregorian calendar; timeanddate.com Date Calculator, add days)',
    },
    {
      inputs: {
        lastChange: '2023-08-31',
        perDay: { value: 10, unit: 'mi' },
        intervalDistance: { value: 5000, unit: 'mi' },
        intervalMonths: 6,
      },
      expect: { due: '2024-02-29', byDistance: '2025-01-12' },
      source:
        'Six months after 31 August 2023 is 29 February 2024, the last day of that month (date-fns addMonths documentation: the result is the month’s last day when the day does not exist); 5,000 mi at 10 mi a day is 500 days: 31 August 2023 + 500 days = 12 January 2025 (timeanddate.com Date Calculator)',
    },
    {
      inputs: {
        lastChange: '2024-03-01',
        perDay: { value: 100, unit: 'mi' },
        intervalDistance: { value: 5000, unit: 'mi' },
        intervalMonths: 6,
      },
      expect: { due: '2024-04-20', distanceAtDue: { value: 5000, unit: 'mi' } },
      tolerance: 1,
      source:
        '5,000 mi at 100 mi a day is 50 days: 1 March 2024 + 50 days = 20 April 2024 (ISO 8601 Gregorian calendar; timeanddate.com Date Calculator, add days)',
    },
  ],
});
