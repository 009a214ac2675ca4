import { number, out } from '../../../engine/index.ts';

/*
 * The absurd-trip tools' shared fields and results: how many hours of each day you keep going,
 * and the trip's length on the calendar and in hours of actual travel.
 */

export const hoursPerDayField = (activity: string, defaultHours: number) =>
  number({
    label: `Hours of ${activity} per day`,
    help: '24 means non-stop: no sleep, no snacks.',
    default: defaultHours,
    min: 0.5,
    minInclusive: true,
    max: 24,
    suffix: 'h',
    messages: { max: 'A day has only 24 hours, even on a trip this long.' },
  });

export const tripOutputs = (activity: string) => ({
  elapsed: out.number({
    label: 'Time on the calendar',
    primary: true,
    unitFamily: 'time',
    unit: 'yr',
    units: ['yr', 'd', 'h'],
    digits: 3,
  }),
  moving: out.number({
    label: `Hours of ${activity}`,
    unitFamily: 'time',
    unit: 'h',
    units: ['h', 'd', 'yr'],
    digits: 4,
  }),
});

/** A pace in km/h or mph, with the tool's own bounds and kind words for silly values. */
export const speedField = (spec: {
  label: string;
  help: string;
  default: number;
  min: number;
  max: number;
  messages: { min?: string; max?: string };
}) =>
  number({
    ...spec,
    unitFamily: 'speed',
    unit: 'kph',
    imperialUnit: 'mph',
    units: ['kph', 'mph'],
  });
