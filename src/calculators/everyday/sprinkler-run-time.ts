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
});
