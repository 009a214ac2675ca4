import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import {
  containersFor,
  drinksPerGuest,
  GUESTS_PER_LITRE_OF_MIXER,
  SPIRIT_DRINKS_PER_BOTTLE,
  WINE_GLASSES_PER_BOTTLE,
} from '../shared/events/drinks.ts';
import { sharesMakeWhole } from '../shared/events/shares.ts';

const M3_PER_LITRE = SPACE_UNITS.volume.units.l.factor;

const share = (label: string, value: number) => percent({ label, default: value, min: 0, max: 100 });

export default defineCalculator({
  inputs: {
    guests: integer({ label: 'Guests', default: 50, min: 1, max: 5000, suffix: 'guests' }),
    hours: number({ label: 'Length of the party', default: 4, min: 0.5, max: 24, step: 0.5, suffix: 'hours' }),
    drinkers: share('Guests who drink alcohol', 80),
    firstHour: number({ label: 'Drinks a guest has in the first hour', default: 2, min: 0, max: 10, step: 0.5 }),
    laterHours: number({ label: 'Drinks a guest has each later hour', default: 1, min: 0, max: 10, step: 0.5 }),
    wine: share('Wine share of the alcohol', 50),
    beer: share('Beer share of the alcohol', 30),
    spirits: share('Spirits share of the alcohol', 20),
  },
  validate: ({ wine, beer, spirits }) =>
    sharesMakeWhole('spirits', [wine, beer, spirits], 'Wine, beer and spirits shares'),
  outputs: {
    totalDrinks: out.integer({ label: 'Drinks to plan for', primary: true, suffix: 'drinks' }),
    wineBottles: out.integer({ label: 'Wine (750 mL bottles, 5 glasses each)', suffix: 'bottles' }),
    beers: out.integer({ label: 'Beer (12 fl oz or 355 mL bottles or cans)', suffix: 'beers' }),
    spiritBottles: out.integer({ label: 'Spirits (750 mL bottles, 16 drinks each)', suffix: 'bottles' }),
    mixer: out.number({
      label: 'Mixer for the spirits',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'qt',
      units: ['l', 'qt', 'gal'],
      digits: 3,
    }),
    softDrinks: out.integer({ label: 'Soft drinks for guests who do not drink alcohol', suffix: 'servings' }),
  },
  compute: ({ guests, hours, drinkers, firstHour, laterHours, wine, beer, spirits }) => {
    const perGuest = drinksPerGuest(hours, firstHour, laterHours);
    const drinkingGuests = Math.round((guests * drinkers) / 100);
    const alcoholic = drinkingGuests * perGuest;
    const servings = (sharePercent: number) => (alcoholic * sharePercent) / 100;
    return {
      totalDrinks: Math.ceil(guests * perGuest - 1e-9),
      wineBottles: containersFor(servings(wine), WINE_GLASSES_PER_BOTTLE),
      beers: containersFor(servings(beer), 1),
      spiritBottles: containersFor(servings(spirits), SPIRIT_DRINKS_PER_BOTTLE),
      mixer: spirits > 0 ? containersFor(drinkingGuests, GUESTS_PER_LITRE_OF_MIXER) * M3_PER_LITRE : 0,
      softDrinks: containersFor((guests - drinkingGuests) * perGuest, 1),
    };
  },
});
