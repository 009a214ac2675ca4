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
  examples: [
    {
      inputs: {
        guests: 20,
        hours: 1,
        firstHour: 2,
        icePerDrink: { value: 0.5, unit: 'lb' },
        chillPerGuest: { value: 1, unit: 'lb' },
        hot: false,
        bagSize: { value: 10, unit: 'lb' },
      },
      expect: {
        inDrinks: { value: 20, unit: 'lb' },
        forChilling: { value: 20, unit: 'lb' },
        total: { value: 40, unit: 'lb' },
        bags: 4,
      },
      tolerance: 1e-9,
      source:
        'Crystal Ice, "Party and event planning: how much ice do you need?": coolers need about 1 lb a guest; ½ lb a drink, so 20 people with 2 drinks each need about 20 lb of ice in drinks',
    },
    {
      inputs: {
        guests: 30,
        hours: 3,
        firstHour: 2,
        laterHours: 1,
        icePerDrink: { value: 1 / 3, unit: 'lb' },
        chillPerGuest: 0,
        bagSize: { value: 22, unit: 'lb' },
      },
      expect: { inDrinks: { value: 40, unit: 'lb' }, total: { value: 40, unit: 'lb' }, bags: 2 },
      tolerance: 1e-9,
      source:
        'The Kitchn, "How to calculate alcohol needs for a party": 2 drinks in the first hour and 1 each hour after, so 4 drinks each and 120 for 30 guests; Crystal Ice: a pound of ice gets you about 3 drinks, so 40 lb, two 22 lb bags (Capital City Ice usage guide)',
    },
    {
      inputs: {
        guests: 20,
        hours: 2,
        firstHour: 0,
        laterHours: 0,
        chillPerGuest: { value: 1, unit: 'lb' },
        hot: true,
        bagSize: { value: 20, unit: 'lb' },
      },
      expect: { forChilling: { value: 40, unit: 'lb' }, inDrinks: 0, bags: 2 },
      tolerance: 1e-9,
      source:
        'Tasting Table, "How much ice you need for a party": about 1 lb a guest just for chilling drinks, doubled for a party outside in summer heat so the ice can be changed as it melts; 20 guests, 40 lb',
    },
  ],
});
