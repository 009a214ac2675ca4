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
  examples: [
    {
      inputs: { social: 0, video: 2, games: 0, browsing: 0, other: 0, sleep: 11, target: 1 },
      expect: {
        daily: 7200,
        weekly: { value: 14, unit: 'h' },
        yearly: { value: 730, unit: 'h' },
        wakingShare: 15.3846,
        cutPerDay: { value: 60, unit: 'min' },
        verdict: 'Over your target',
      },
      tolerance: 0.001,
      source:
        'WHO, Guidelines on physical activity, sedentary behaviour and sleep for children under 5 (2019): for ages 3–4, sedentary screen time of no more than 1 hour a day and 10–13 hours of sleep. Worked by hand for 2 h of video and 11 h of sleep: 2 h − 1 h = 60 min to cut; 2 × 7 = 14 h; 2 × 365 = 730 h; 2 ÷ 13 = 15.38 %',
    },
    {
      inputs: {
        social: 0,
        video: { value: 90, unit: 'min' },
        games: { value: 30, unit: 'min' },
        browsing: 0,
        other: 0,
        sleep: 10,
        target: 1,
      },
      expect: {
        daily: 7200,
        wakingShare: 14.2857,
        cutPerDay: { value: 60, unit: 'min' },
        freedPerYear: { value: 365, unit: 'h' },
      },
      tolerance: 0.001,
      source:
        'American Academy of Pediatrics, "Media and Young Minds" (2016): for children 2 to 5 years, limit screen use to 1 hour a day of high-quality programmes. Worked by hand for 90 + 30 minutes with 10 h of sleep: 2 h − 1 h = 60 min a day; 60 min × 365 = 365 h a year; 2 ÷ 14 = 14.29 %',
    },
    {
      inputs: { social: 1, video: 1, games: 0, browsing: 0, other: 0, sleep: 8, target: 3 },
      expect: { daily: 7200, cutPerDay: 0, freedPerYear: 0, wakingShare: 12.5, verdict: 'Within your target' },
      tolerance: 0.001,
      source:
        'Edge case, already under the target, worked by hand: 2 h a day is below 3 h, so nothing to cut; 2 ÷ 16 waking hours = 12.5 %',
    },
  ],
});
