import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { dailyPortion } from '../shared/pets/portions.ts';

const foodMassOutput = (label: string) =>
  out.number({ label, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['g', 'oz'], digits: 3 });

const labelCalories = (label: string, help: string, defaultKcal: number, max: number, suffix: string) =>
  number({ label, help, default: defaultKcal, min: 5, max, suffix });

export default defineCalculator({
  inputs: {
    dailyKcal: number({
      label: 'Calories your cat needs a day',
      help: 'From your vet, or the cat calorie calculator.',
      default: 250,
      min: 20,
      max: 2000,
      suffix: 'kcal/day',
    }),
    wetShare: percent({
      label: 'Share of calories from wet food',
      help: '100 % for wet food only, 0 % for dry food only.',
      default: 50,
      min: 0,
      max: 100,
    }),
    wetKcalPerCan: labelCalories('Wet food: calories per can or pouch', 'Printed as "kcal/can".', 85, 2000, 'kcal'),
    wetKcalPerKg: labelCalories(
      'Wet food: calories per kg',
      'Printed as "kcal/kg"; often 700–1,400.',
      1000,
      3000,
      'kcal/kg',
    ),
    dryKcalPerCup: labelCalories('Dry food: calories per cup', 'Printed as "kcal/cup".', 450, 1500, 'kcal'),
    dryKcalPerKg: labelCalories(
      'Dry food: calories per kg',
      'Printed as "kcal/kg"; often 3,500–4,500.',
      4000,
      8000,
      'kcal/kg',
    ),
    meals: integer({ label: 'Meals a day', default: 2, min: 1, max: 8, suffix: 'meals' }),
  },
  outputs: {
    wetCans: out.number({ label: 'Wet food a day', primary: true, suffix: 'cans or pouches', digits: 3 }),
    wetMass: foodMassOutput('Wet food a day, by weight'),
    dryCups: out.number({ label: 'Dry food a day', suffix: 'cups', digits: 3 }),
    dryMass: foodMassOutput('Dry food a day, by weight'),
    wetMassPerMeal: foodMassOutput('Wet food per meal'),
    dryMassPerMeal: foodMassOutput('Dry food per meal'),
  },
  compute: ({ dailyKcal, wetShare, wetKcalPerCan, wetKcalPerKg, dryKcalPerCup, dryKcalPerKg, meals }) => {
    const wetKcal = (dailyKcal * wetShare) / 100;
    const wet = dailyPortion(wetKcal, 0, wetKcalPerCan, wetKcalPerKg);
    const dry = dailyPortion(dailyKcal - wetKcal, 0, dryKcalPerCup, dryKcalPerKg);
    return {
      wetCans: wet.cupsPerDay,
      wetMass: wet.kgPerDay,
      dryCups: dry.cupsPerDay,
      dryMass: dry.kgPerDay,
      wetMassPerMeal: wet.kgPerDay / meals,
      dryMassPerMeal: dry.kgPerDay / meals,
    };
  },
});
