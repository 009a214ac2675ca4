import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { dailyPortion } from '../shared/pets/portions.ts';

const foodMassOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'oz',
    units: ['g', 'oz', 'kg', 'lb'],
    digits: 3,
  });

export default defineCalculator({
  inputs: {
    dailyKcal: number({
      label: 'Calories your dog needs a day',
      help: 'From your vet, or the dog calorie calculator.',
      default: 630,
      min: 20,
      max: 10_000,
      suffix: 'kcal/day',
    }),
    kcalPerCup: number({
      label: 'Calories per cup (or per can) of the food',
      help: 'Printed on the bag or can as "kcal/cup" or "kcal/can".',
      default: 380,
      min: 20,
      max: 3000,
      suffix: 'kcal',
    }),
    kcalPerKg: number({
      label: 'Calories per kilogram of the food',
      help: 'Printed beside it as "kcal/kg" (ME). Dry food is usually 3,000–4,500, canned 700–1,300.',
      default: 3600,
      min: 200,
      max: 8000,
      suffix: 'kcal/kg',
    }),
    meals: integer({ label: 'Meals a day', default: 2, min: 1, max: 6, suffix: 'meals' }),
    treats: percent({
      label: 'Share of calories from treats',
      help: 'WSAVA suggests 10 % at most; the meals shrink to make room.',
      default: 0,
      min: 0,
      max: 50,
    }),
  },
  outputs: {
    cupsPerDay: out.number({ label: 'Cups (or cans) a day', primary: true, suffix: 'cups', digits: 3 }),
    massPerDay: foodMassOutput('Weight of food a day'),
    cupsPerMeal: out.number({ label: 'Cups (or cans) per meal', suffix: 'cups', digits: 3 }),
    massPerMeal: foodMassOutput('Weight of food per meal'),
    mealKcal: out.number({ label: 'Calories from meals', suffix: 'kcal/day', digits: 4 }),
  },
  compute: ({ dailyKcal, kcalPerCup, kcalPerKg, meals, treats }) => {
    const portion = dailyPortion(dailyKcal, treats, kcalPerCup, kcalPerKg);
    return {
      cupsPerDay: portion.cupsPerDay,
      massPerDay: portion.kgPerDay,
      cupsPerMeal: portion.cupsPerDay / meals,
      massPerMeal: portion.kgPerDay / meals,
      mealKcal: portion.mealKcal,
    };
  },
  examples: [
    {
      inputs: { dailyKcal: 982.7, kcalPerCup: 407, kcalPerKg: 3570, meals: 2 },
      expect: { cupsPerDay: 2.41, massPerDay: { value: 275.3, unit: 'g' } },
      tolerance: 0.01,
      source:
        'Sherri Romig, "Calculating your dog\'s caloric needs" (Tails of Success): a 40 lb neutered dog needing 982.7 kcal/day fed a food of 407 kcal/cup and 3,570 kcal/kg gets 982.7 ÷ 407 = 2.4 cups a day (982.7 ÷ 3,570 kg = 275 g)',
    },
    {
      inputs: { dailyKcal: 396, kcalPerCup: 451, kcalPerKg: 3973, meals: 2 },
      expect: { cupsPerDay: 0.878, cupsPerMeal: 0.439, massPerDay: { value: 99.7, unit: 'g' } },
      tolerance: 0.002,
      source:
        'Solutions Pet Products, "Pet Food Math: Calculating Portions": "Harley" needs 396 kcal/day of a food with 3,973 kcal/kg and 451 kcal/cup: 396 ÷ 451 = 0.88 cups a day, 396 ÷ 3,973 = 0.0997 kg',
    },
    {
      inputs: { dailyKcal: 1000, kcalPerCup: 400, kcalPerKg: 4000, meals: 2, treats: 10 },
      expect: { mealKcal: 900, cupsPerDay: 2.25, massPerMeal: { value: 112.5, unit: 'g' } },
      tolerance: 0.001,
      source:
        'WSAVA Global Nutrition Committee, "Calorie needs / treats": treats no more than 10 % of the daily calories, so 1,000 kcal leaves 900 kcal for meals; at 400 kcal/cup that is 2.25 cups, at 4,000 kcal/kg 225 g, 112.5 g per meal',
    },
  ],
});
