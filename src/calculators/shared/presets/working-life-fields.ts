import { integer, number, out } from '../../../engine/index.ts';

/*
 * The fields and the headline result of the tools that add up time spent at work over a career
 * (meetings, commuting): working weeks a year, years of work, and the total as time on the
 * calendar.
 */

/** Working weeks a year and years of work, with a career's bounds. */
export const workingLifeFields = (defaults: { weeksPerYear: number; years: number }) => ({
  weeksPerYear: integer({
    label: 'Working weeks a year',
    help: '52 less your holidays and leave; 48 is common.',
    default: defaults.weeksPerYear,
    min: 1,
    max: 52,
    suffix: 'weeks',
  }),
  years: number({
    label: 'Years of work',
    help: 'Until you retire, or over your whole career.',
    default: defaults.years,
    min: 0,
    max: 70,
    suffix: 'years',
    messages: { max: 'Even the longest careers last under 70 years: enter up to 70.' },
  }),
});

/** A total time over a career, in seconds, shown in days to start with a unit menu up to years. */
export const careerTimeOutput = (label: string) =>
  out.number({
    label,
    primary: true,
    unitFamily: 'time',
    unit: 'd',
    units: ['h', 'd', 'wk', 'mo', 'yr'],
    digits: 4,
  });
