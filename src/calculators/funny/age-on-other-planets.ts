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
});
