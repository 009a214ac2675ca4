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
});
