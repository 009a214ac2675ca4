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
  examples: [
    {
      inputs: { method: 'water', water: { value: 1, unit: 'l' }, strength: 2 },
      expect: { salt: { value: 20, unit: 'g' } },
      tolerance: 1e-9,
      source:
        'The Barn Kitchen, "Brine + veg method": water weight × salinity, 1000 g water × 0.02 = 20 g salt for 1 litre of 2 % brine',
    },
    {
      inputs: { method: 'water', water: { value: 1, unit: 'gal' }, strength: 5 },
      expect: { salt: { value: 190, unit: 'g' } },
      tolerance: 0.001,
      source:
        'Ultimate Pickle Jar, "Simple brine solution" chart: a 5 % brine needs 190 g of salt per gallon of water (to the gram)',
    },
    {
      inputs: { method: 'water', water: { value: 1, unit: 'qt' }, strength: 1.8 },
      expect: { salt: { value: 0.6, unit: 'oz' } },
      tolerance: 0.0001,
      source:
        'Sandor Katz, "Wild Fermentation": a tablespoon of sea salt (about 0.6 oz) in 1 quart of water makes a 1.8 % brine',
    },
    {
      inputs: { method: 'total', water: 0, food: { value: 1000, unit: 'g' }, strength: 2 },
      expect: { salt: { value: 20, unit: 'g' } },
      tolerance: 1e-9,
      source:
        'Dry-salted sauerkraut at 2 % of the cabbage weight: 1,000 g cabbage takes 20 g salt (r/HomeFermentationHub brine cheat sheet)',
    },
  ],
});
