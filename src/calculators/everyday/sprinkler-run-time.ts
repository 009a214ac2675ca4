import { defineCalculator, integer, number, out } from '../../engine/index.ts';

/*
 * Sprinkler run time from a catch-can test (Texas A&M AgriLife WaterUniversity, "Catch can test"):
 * the depth caught in a timed run gives the precipitation rate, and the weekly water need divided by
 * that rate is the weekly run time, split over the watering days.
 */

const depth = (label: string, metres: number, help: string) =>
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'mm',
    imperialUnit: 'in',
    units: ['mm', 'cm', 'in'],
    default: metres * 1000,
    min: 0.1,
    max: 500,
  });

export default defineCalculator({
  inputs: {
    caught: depth(
      'Average water in the catch cans',
      0.006,
      'Set 5 to 9 straight-sided cans around the zone, run it, and average the depths.',
    ),
    testMinutes: number({ label: 'Test run time', default: 15, min: 1, max: 240, suffix: 'minutes' }),
    weeklyNeed: depth('Water the lawn needs each week', 0.025, 'About 1 in (25 mm) a week in summer, rain included.'),
    rain: number({
      label: 'Rain expected this week',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'cm', 'in'],
      default: 0,
      min: 0,
      max: 500,
    }),
    days: integer({ label: 'Watering days a week', default: 2, min: 1, max: 7, suffix: 'days' }),
  },
  outputs: {
    perWatering: out.duration({ label: 'Run each zone per watering day', primary: true, smallest: 'minute' }),
    perWeek: out.duration({ label: 'Run time per week', smallest: 'minute' }),
    ratePerHour: out.number({
      label: 'Precipitation rate (water per hour of running)',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'in'],
      digits: 3,
    }),
  },
  compute: ({ caught, testMinutes, weeklyNeed, rain, days }) => {
    const ratePerMinute = caught / testMinutes;
    const toApply = Math.max(0, weeklyNeed - rain);
    const perWeekMinutes = toApply / ratePerMinute;
    return { perWatering: (perWeekMinutes / days) * 60, perWeek: perWeekMinutes * 60, ratePerHour: ratePerMinute * 60 };
  },
  examples: [
    {
      inputs: {
        caught: { value: 0.25, unit: 'in' },
        testMinutes: 5,
        weeklyNeed: { value: 1, unit: 'in' },
        rain: 0,
        days: 1,
      },
      expect: { perWeek: 20 * 60, perWatering: 20 * 60, ratePerHour: { value: 3, unit: 'in' } },
      tolerance: 1e-6,
      source:
        'Texas A&M AgriLife WaterUniversity, "Catch can test": ¼ in of water in each can after 5 minutes; to apply 1 inch, set the run time for 20 minutes',
    },
    {
      inputs: {
        caught: { value: 0.1, unit: 'in' },
        testMinutes: 10,
        weeklyNeed: { value: 1.5, unit: 'in' },
        rain: 0,
        days: 3,
      },
      expect: { perWeek: 150 * 60, perWatering: 50 * 60 },
      tolerance: 1e-6,
      source:
        'IrrigationRepair.com, "How to calculate precipitation rate": a tenth of an inch in 10 minutes; to apply one and a half inches, water for a total of 150 minutes (50 minutes on each of 3 days)',
    },
    {
      inputs: {
        caught: { value: 0.25, unit: 'in' },
        testMinutes: 15,
        weeklyNeed: { value: 1, unit: 'in' },
        rain: { value: 0.5, unit: 'in' },
        days: 1,
      },
      expect: { ratePerHour: { value: 1, unit: 'in' }, perWeek: 30 * 60 },
      tolerance: 1e-6,
      source:
        'Grovida, "Do a catch-can test on your sprinkler system": run exactly 15 minutes and multiply the average depth by 4 for inches per hour (¼ in → 1 in/h); with ½ in of the 1 in need left after rain, 30 minutes',
    },
  ],
});
