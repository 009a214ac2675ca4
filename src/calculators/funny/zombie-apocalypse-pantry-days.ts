import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';

/*
 * How long a household holds out on what is in the cupboard: the pantry's calories ÷ (people ×
 * calories each a day), and the stored water ÷ (people × 1 US gallon each a day, Ready.gov's
 * figure for drinking and hygiene). The siege ends when the first of the two runs out.
 */
const GALLON_M3 = SPACE_UNITS.volume.units.gal.factor;

export default defineCalculator({
  inputs: {
    pantryKcal: number({
      label: 'Calories in the pantry',
      help: 'Add up the labels: a 1 lb (454 g) bag of dry rice is about 1,650 kcal, a can of beans about 400.',
      default: 60_000,
      min: 0,
      max: 100_000_000,
      suffix: 'kcal',
    }),
    people: integer({
      label: 'Survivors to feed',
      default: 2,
      min: 1,
      max: 1000,
      suffix: 'people',
      messages: { min: 'Someone has to eat it: enter at least 1 person.' },
    }),
    kcalEach: number({
      label: 'Calories each person needs a day',
      help: 'USDA: about 1,600 to 2,400 for adult women and 2,000 to 3,000 for adult men; running from zombies is the high end.',
      default: 2000,
      min: 500,
      max: 6000,
      suffix: 'kcal',
      messages: {
        min: 'Below 500 kcal a day is starvation, not a plan: enter at least 500.',
        max: 'More than 6,000 kcal a day is beyond most endurance athletes: enter up to 6,000.',
      },
    }),
    water: number({
      label: 'Water stored',
      default: 40,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'gal', 'impgal'],
      min: 0,
      max: 1_000_000,
    }),
  },
  compute: ({ pantryKcal, people, kcalEach, water }) => {
    const foodDays = pantryKcal / (people * kcalEach);
    const waterDays = water / (people * GALLON_M3);
    const days = Math.min(foodDays, waterDays);
    return {
      days,
      foodDays,
      waterDays,
      firstOut: foodDays === waterDays ? 'Food and water, on the same day' : foodDays < waterDays ? 'Food' : 'Water',
    };
  },
  outputs: {
    days: out.number({ label: 'Days you can hold out', primary: true, decimals: 1, suffix: 'days' }),
    firstOut: out.text({ label: 'What runs out first' }),
    foodDays: out.number({ label: 'Days the food lasts', decimals: 1, suffix: 'days' }),
    waterDays: out.number({ label: 'Days the water lasts', decimals: 1, suffix: 'days' }),
  },
  shareLine: ({ days }, { people }) =>
    `With what is in our pantry, ${formatNumber(people, { decimals: 0 })} of us could hold out against the zombies for ${formatNumber(days, { decimals: 1 })} days.`,
});
