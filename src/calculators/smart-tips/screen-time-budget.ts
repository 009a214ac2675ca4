import { defineCalculator, number, out } from '../../engine/index.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** A calendar year of 365 days, the way people count "a year of evenings". */
const DAYS_PER_YEAR = 365;

const hoursPerDay = <const L extends string>(label: L, fallback: number) =>
  number({
    label,
    unitFamily: 'time',
    unit: 'h',
    units: ['h', 'min'],
    default: fallback,
    min: 0,
    max: 24,
  });

const ACTIVITIES = [
  ['social', 'Social media'],
  ['video', 'TV, films and video'],
  ['games', 'Games'],
  ['browsing', 'Browsing, news and shopping'],
  ['other', 'Other leisure screen time'],
] as const;

export default defineCalculator({
  inputs: {
    social: hoursPerDay('Social media, per day', 2),
    video: hoursPerDay('TV, films and video, per day', 2),
    games: hoursPerDay('Games, per day', 0.5),
    browsing: hoursPerDay('Browsing, news and shopping, per day', 1),
    other: hoursPerDay('Other leisure screen time, per day', 0.5),
    sleep: number({
      label: 'Sleep per night',
      unitFamily: 'time',
      unit: 'h',
      units: ['h', 'min'],
      default: 8,
      min: 3,
      max: 16,
    }),
    target: number({
      label: 'Your daily target',
      help: 'The most leisure screen time a day you want to allow yourself.',
      unitFamily: 'time',
      unit: 'h',
      units: ['h', 'min'],
      default: 3,
      min: 0,
      max: 24,
    }),
  },
  outputs: {
    daily: out.duration({ label: 'Screen time per day', primary: true, smallest: 'minute' }),
    weekly: out.number({ label: 'Per week', unitFamily: 'time', unit: 'h', units: ['h', 'd'], decimals: 1 }),
    yearly: out.number({ label: 'Per year', unitFamily: 'time', unit: 'h', units: ['h', 'd'], decimals: 0 }),
    wakingShare: out.percent({ label: 'Share of your waking hours', decimals: 1 }),
    cutPerDay: out.number({
      label: 'Cut per day to reach your target',
      unitFamily: 'time',
      unit: 'min',
      units: ['min', 'h'],
      decimals: 0,
    }),
    freedPerYear: out.number({
      label: 'Time freed per year at your target',
      unitFamily: 'time',
      unit: 'h',
      units: ['h', 'd'],
      decimals: 0,
    }),
    verdict: out.text({ label: 'Compared with your target' }),
    byActivity: out.table({
      label: 'By activity',
      columns: [
        { key: 'activity', label: 'Activity', kind: 'text' },
        { key: 'perDay', label: 'Hours a day', kind: 'number' },
        { key: 'perWeek', label: 'Hours a week', kind: 'number' },
        { key: 'perYear', label: 'Hours a year', kind: 'number' },
        { key: 'share', label: 'Share of screen time', kind: 'percent' },
      ],
    }),
  },
  validate: (values) => {
    const total = ACTIVITIES.reduce((sum, [key]) => sum + values[key], 0);
    if (total + values.sleep > DAY) {
      return [{ field: 'sleep', message: 'Screen time and sleep add up to more than 24 hours a day.' }];
    }
    return [];
  },
  compute: (values) => {
    const daily = ACTIVITIES.reduce((sum, [key]) => sum + values[key], 0);
    const waking = DAY - values.sleep;
    const cut = Math.max(0, daily - values.target);
    return {
      daily,
      weekly: daily * 7,
      yearly: daily * DAYS_PER_YEAR,
      wakingShare: waking > 0 ? (daily / waking) * 100 : 0,
      cutPerDay: cut,
      freedPerYear: cut * DAYS_PER_YEAR,
      verdict:
        daily > values.target
          ? 'Over your target'
          : daily === values.target
            ? 'Exactly on target'
            : 'Within your target',
      byActivity: ACTIVITIES.map(([key, activity]) => ({
        activity,
        perDay: values[key] / HOUR,
        perWeek: (values[key] * 7) / HOUR,
        perYear: (values[key] * DAYS_PER_YEAR) / HOUR,
        share: daily > 0 ? (values[key] / daily) * 100 : 0,
      })),
    };
  },
});
