import { date, defineCalculator, out, select } from '../../engine/index.ts';
import { dayNumber, isoDate } from '../shared/calendar/dates.ts';
import { shortFigure } from '../shared/fun/share-line.ts';
import { PLANETS, PLANETS_WITH_YEARS, worldOptions, yearsOn, type PlanetKey } from '../shared/fun/planets.ts';

/*
 * Your age counted in other planets' years: the Earth days you have lived divided by each
 * planet's sidereal year (NASA fact sheets), and the day your next birthday there falls.
 */

/** The Earth day on which a whole number of the planet's years since birth are complete. */
const birthdayDay = (born: number, key: PlanetKey, years: number) => born + Math.ceil(years * PLANETS[key].year);

export default defineCalculator({
  inputs: {
    birth: date({ label: 'Date of birth', default: '1990-06-15', min: '1900-01-01', max: '9998-12-31' }),
    on: date({ label: 'Age on this date', help: 'Today, or any other day.', default: 'today', min: '1900-01-01' }),
    planet: select({ label: 'Planet', options: worldOptions(PLANETS_WITH_YEARS), default: 'mars' }),
  },
  validate: ({ birth, on }) =>
    on < birth ? [{ field: 'on', message: 'This day is before you were born, on any planet: pick a later one.' }] : [],
  compute: ({ birth, on, planet }) => {
    const born = dayNumber(birth);
    const days = dayNumber(on) - born;
    const table = PLANETS_WITH_YEARS.map((key) => {
      const age = yearsOn(key, days);
      return {
        world: PLANETS[key].label,
        age,
        next: isoDate(birthdayDay(born, key, Math.floor(age) + 1)),
      };
    });
    const age = yearsOn(planet, days);
    return {
      age,
      earthDays: days,
      nextBirthday: isoDate(birthdayDay(born, planet, Math.floor(age) + 1)),
      table,
    };
  },
  outputs: {
    age: out.number({ label: 'Your age on that planet', primary: true, decimals: 2, suffix: 'years' }),
    earthDays: out.integer({ label: 'Days you have lived on Earth', suffix: 'days' }),
    nextBirthday: out.date({ label: 'Your next birthday there' }),
    table: out.table({
      label: 'Your age on every planet',
      columns: [
        { key: 'world', label: 'Planet', kind: 'text' },
        { key: 'age', label: 'Age in its years', kind: 'number' },
        { key: 'next', label: 'Next birthday there', kind: 'date' },
      ],
    }),
  },
  shareLine: ({ age }, { planet }) => `I am ${shortFigure(age)} years old on ${PLANETS[planet].label}.`,
  examples: [
    {
      inputs: { birth: '2000-01-01', on: '2025-01-01', planet: 'mars' },
      expect: { earthDays: 9132, age: 9132 / 686.98, nextBirthday: '2026-05-02' },
      tolerance: 1e-9,
      source:
        'Days between 1 Jan 2000 and 1 Jan 2025: 25 × 365 + 7 leap days = 9,132 (Gregorian calendar); NASA Mars Fact Sheet, sidereal orbit period 686.980 days; 9,132 ÷ 686.98 = 13.29 by hand; 14th Mars birthday ⌈14 × 686.98⌉ = 9,618 days after birth, 2 May 2026',
    },
    {
      inputs: { birth: '1990-06-15', on: '2020-06-15', planet: 'jupiter' },
      expect: { earthDays: 10_958, age: 10_958 / 4332.589, nextBirthday: '2026-01-15' },
      tolerance: 1e-9,
      source:
        'Days from 15 Jun 1990 to 15 Jun 2020: 30 × 365 + 8 leap days = 10,958; NASA Jupiter Fact Sheet, sidereal orbit period 4,332.589 days; 10,958 ÷ 4,332.589 = 2.53; third Jupiter birthday ⌈3 × 4,332.589⌉ = 12,998 days after birth, 15 Jan 2026 (calendar count)',
    },
    {
      inputs: { birth: '2024-03-01', on: '2024-03-01', planet: 'mercury' },
      expect: { earthDays: 0, age: 0 },
      source: 'On the day of birth the age is 0 on every planet (edge case)',
    },
  ],
});
