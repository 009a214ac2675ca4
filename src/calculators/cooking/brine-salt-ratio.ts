import { defineCalculator, number, out, percent, radio } from '../../engine/index.ts';
import { INGREDIENTS, volumeOfMass } from '../shared/cooking/ingredient-weights.ts';

/*
 * Brine strength is a percentage by weight. A brine for pickles, meat or fish is salt as a share
 * of the water's weight (1 litre of water weighs 1 kg); an equilibrium brine or a dry-salted
 * ferment (sauerkraut) is salt as a share of the water and the food together.
 */
const WATER_KG_PER_M3 = 1000;
// Fine table salt, 6 g a teaspoon (USDA FoodData Central, from the ingredient table).
const TABLE_SALT_GRAMS_PER_CUP = INGREDIENTS.get('table-salt')?.gramsPerCup ?? 288;

const SALT_UNITS = ['g', 'oz', 'kg', 'lb'] as const;

export default defineCalculator({
  inputs: {
    method: radio({
      label: 'Salt as a share of',
      options: [
        { value: 'water', label: 'The water only (pickles, meat and fish brines)' },
        { value: 'total', label: 'The water and the food (equilibrium brine, sauerkraut)' },
      ],
      default: 'water',
    }),
    water: number({
      label: 'Water',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'qt',
      units: ['l', 'ml', 'cup', 'qt', 'gal'],
      default: 1,
      min: 0,
      max: 100,
    }),
    food: number({
      label: 'Food (for the water-and-food method)',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'lb',
      units: ['g', 'kg', 'oz', 'lb'],
      default: 0,
      min: 0,
      max: 100_000,
    }),
    strength: percent({
      label: 'Salt',
      help: 'Fermented vegetables 2 to 3 %, cucumbers 3.5 to 5 %, meat and poultry brines 5 to 6 %.',
      default: 5,
      min: 0,
      max: 26,
    }),
  },
  validate: ({ method, water, food }) => {
    if (method === 'water' && water <= 0) return [{ field: 'water', message: 'Enter how much water the brine has.' }];
    if (method === 'total' && water <= 0 && food <= 0)
      return [{ field: 'food', message: 'Enter the weight of the food, the water or both.' }];
    return [];
  },
  outputs: {
    salt: out.number({
      label: 'Salt',
      primary: true,
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: SALT_UNITS,
      digits: 3,
    }),
    tableSalt: out.number({
      label: 'As fine table salt, by volume',
      help: 'Kosher and flaky salts are lighter per spoon: weigh them.',
      unitFamily: 'volume',
      unit: 'tbsp',
      units: ['tsp', 'tbsp', 'cup', 'ml'],
      digits: 3,
    }),
    solution: out.percent({
      label: 'Salt in the finished brine',
      help: 'Salt as a share of the salted whole, as a salinity meter reads it.',
      decimals: 2,
    }),
  },
  compute: ({ method, water, food, strength }) => {
    const waterKg = water * WATER_KG_PER_M3;
    const weighed = method === 'water' ? waterKg : waterKg + food;
    const salt = (weighed * strength) / 100;
    return {
      salt,
      tableSalt: volumeOfMass(salt, TABLE_SALT_GRAMS_PER_CUP),
      solution: salt > 0 ? (salt / (weighed + salt)) * 100 : 0,
    };
  },
});
