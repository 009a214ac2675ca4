import { defineCalculator, integer, number, out, toggle } from '../../engine/index.ts';
import { containersFor, drinksPerGuest } from '../shared/events/drinks.ts';

/*
 * Party ice in two parts (Crystal Ice, "Party and event planning: how much ice do you need"): ice in
 * the glasses, about ½ lb a drink for ice-heavy drinks and ⅓ lb for others, and ice packed around
 * bottles and cans in coolers, about 1 lb a guest. Outdoors in summer heat the cooler ice melts and
 * is changed, so it is doubled (Tasting Table, "How much ice you need for a party").
 */

const iceWeight = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb'], digits: 3 });
const massField = (label: string, grams: number, max: number, help: string) =>
  number({
    label,
    help,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'lb',
    units: ['g', 'kg', 'oz', 'lb'],
    default: grams,
    min: 0,
    max,
  });

export default defineCalculator({
  inputs: {
    guests: integer({ label: 'Guests', default: 30, min: 1, max: 5000, suffix: 'guests' }),
    hours: number({ label: 'Length of the party', default: 4, min: 0.5, max: 24, step: 0.5, suffix: 'hours' }),
    firstHour: number({ label: 'Drinks a guest has in the first hour', default: 2, min: 0, max: 10, step: 0.5 }),
    laterHours: number({ label: 'Drinks a guest has each later hour', default: 1, min: 0, max: 10, step: 0.5 }),
    icePerDrink: massField(
      'Ice in each drink',
      225,
      1000,
      'About ½ lb (225 g) for cocktails and soft drinks over ice, ⅓ lb (150 g) for lighter use.',
    ),
    chillPerGuest: massField(
      'Ice to chill bottles and cans, per guest',
      450,
      5000,
      'About 1 lb (450 g) a guest; 0 if drinks come from a fridge.',
    ),
    hot: toggle({ label: 'Outdoors in hot weather (doubles the cooler ice)', default: false }),
    bagSize: number({
      label: 'Ice bag size',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      default: 5,
      min: 0.5,
      max: 50,
    }),
  },
  outputs: {
    total: iceWeight('Ice to buy', true),
    bags: out.integer({ label: 'Bags of ice', suffix: 'bags' }),
    inDrinks: iceWeight('Ice in the drinks'),
    forChilling: iceWeight('Ice to chill bottles and cans'),
  },
  compute: ({ guests, hours, firstHour, laterHours, icePerDrink, chillPerGuest, hot, bagSize }) => {
    const inDrinks = guests * drinksPerGuest(hours, firstHour, laterHours) * icePerDrink;
    const forChilling = guests * chillPerGuest * (hot ? 2 : 1);
    const total = inDrinks + forChilling;
    return { total, bags: containersFor(total, bagSize), inDrinks, forChilling };
  },
});
