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
  examples: [
    {
      inputs: { species: 'chicken', setDate: '2025-03-01', today: '2025-03-10' },
      expect: {
        typical: '2025-03-22',
        earliest: '2025-03-21',
        latest: '2025-03-23',
        candle: '2025-03-08',
        lockdown: '2025-03-19',
        day: 9,
        daysToGo: 12,
      },
      source:
        'Mississippi State University Extension, "Hatching Eggs at Home", table 1: chicken eggs hatch in 21 days, stop turning on day 18; candle at day 7: set 1 March 2025 → 22 March',
    },
    {
      inputs: { species: 'duck', setDate: '2024-02-10', today: '2024-02-10' },
      expect: { typical: '2024-03-09', lockdown: '2024-03-06', candle: '2024-02-17', day: 0, daysToGo: 28 },
      source:
        'Mississippi State University Extension, "Hatching Eggs at Home": duck eggs (except Muscovy) take 28 days, stop turning on day 25: set 10 February 2024 → 9 March 2024 across 29 February',
    },
    {
      inputs: { species: 'coturnix', setDate: '2025-06-01', today: '2025-06-20' },
      expect: { typical: '2025-06-18', latest: '2025-06-19', lockdown: '2025-06-16', daysToGo: 0 },
      source:
        'University of Illinois Extension, "Incubation and Embryology": Coturnix quail 17–18 days, stop turning on day 15: set 1 June 2025 → 18–19 June',
    },
  ],
});
