import { lessThan, number } from '../../../engine/index.ts';

/*
 * The "your age now" and "counting up to age" fields of the lifetime tools, and the rule that the
 * second comes after the first. Life expectancy at birth is 78.4 years in the US (CDC NCHS, 2023)
 * and 73.3 worldwide (WHO, 2019), so 80 is a round, slightly hopeful default.
 */
export const lifeSpanFields = (defaults: { age: number; until: number }) => ({
  age: number({
    label: 'Your age now',
    default: defaults.age,
    min: 0,
    max: 120,
    suffix: 'years',
    messages: { max: 'Nobody has lived past 122 years: enter an age up to 120.' },
  }),
  until: number({
    label: 'Counting up to age',
    help: 'Life expectancy is about 78 in the US and 73 worldwide.',
    default: defaults.until,
    min: 1,
    max: 120,
    suffix: 'years',
    messages: { max: 'Nobody has lived past 122 years: count up to age 120 at most.' },
  }),
});

/** The age counted up to must be above the age now. */
export const untilAfterAge = (age: number, until: number) =>
  lessThan('until', age, until, 'Enter an age above your age now, or there is nothing left to count.');
