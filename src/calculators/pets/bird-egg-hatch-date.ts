import { date, defineCalculator, out, select } from '../../engine/index.ts';
import { addDaysToDate } from '../shared/calendar/utc-dates.ts';
import { dueWindow } from '../shared/pets/gestation.ts';
import { INCUBATION } from '../shared/pets/incubation.ts';

type Species = keyof typeof INCUBATION;
const SPECIES = Object.keys(INCUBATION) as Species[];
const DATE_BOUNDS = { min: '1900-01-01', max: '2199-12-31' } as const;

export default defineCalculator({
  inputs: {
    species: select({
      label: 'Species',
      options: SPECIES.map((value) => ({ value, label: INCUBATION[value].label })),
      default: 'chicken',
    }),
    setDate: date({ label: 'Date the eggs were set', default: 'today-5', ...DATE_BOUNDS }),
    today: date({ label: "Today's date", help: 'Change it to see another day.', default: 'today', ...DATE_BOUNDS }),
  },
  outputs: {
    typical: out.date({ label: 'Most likely hatch date', primary: true }),
    earliest: out.date({ label: 'Earliest normal hatch' }),
    latest: out.date({ label: 'Latest normal hatch' }),
    candle: out.date({ label: 'First candling' }),
    lockdown: out.date({ label: 'Lockdown: stop turning, raise humidity' }),
    day: out.integer({ label: 'Day of incubation on the date above', suffix: 'days' }),
    daysToGo: out.integer({ label: 'Days left to the most likely hatch', suffix: 'days' }),
  },
  compute: ({ species, setDate, today }) => {
    const incubation = INCUBATION[species];
    const window = dueWindow(setDate, incubation, today);
    return {
      typical: window.typical,
      earliest: window.earliest,
      latest: window.latest,
      candle: addDaysToDate(setDate, incubation.candle),
      lockdown: addDaysToDate(setDate, incubation.lockdown),
      day: window.daysPregnant,
      daysToGo: window.daysToTypical,
    };
  },
});
