import { defineCalculator, out } from '../../engine/index.ts';
import { bakersPercent, starterParts } from '../shared/cooking/bakers-math.ts';
import { bakersPercentInput, DOUGH_MASS_UNITS, doughWeightInput } from '../shared/presets/dough-weights.ts';

const massOutput = (label: string) =>
  out.number({ label, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: DOUGH_MASS_UNITS, digits: 4 });

export default defineCalculator({
  inputs: {
    flour: doughWeightInput('Flour in the dough', 450),
    water: doughWeightInput('Water in the dough', 300),
    starter: doughWeightInput('Starter (levain)', 100),
    starterHydration: bakersPercentInput('Starter hydration', 100, 500),
    salt: doughWeightInput('Salt', 10),
  },
  validate: ({ flour, starter }) =>
    flour + starter <= 0 ? [{ field: 'flour', message: 'Enter the flour: hydration is water per flour.' }] : [],
  outputs: {
    hydration: out.percent({ label: 'True hydration', primary: true, decimals: 1 }),
    totalFlour: massOutput('Total flour (dough + starter)'),
    totalWater: massOutput('Total water (dough + starter)'),
    prefermented: out.percent({ label: 'Flour prefermented in the starter', decimals: 1 }),
    salt: out.percent({ label: 'Salt (of total flour)', decimals: 2 }),
    doughWeight: massOutput('Dough weight'),
  },
  compute: ({ flour, water, starter, starterHydration, salt }) => {
    const parts = starterParts(starter, starterHydration);
    const totalFlour = flour + parts.flour;
    const totalWater = water + parts.water;
    return {
      hydration: bakersPercent(totalWater, totalFlour),
      totalFlour,
      totalWater,
      prefermented: bakersPercent(parts.flour, totalFlour),
      salt: bakersPercent(salt, totalFlour),
      doughWeight: flour + water + starter + salt,
    };
  },
  examples: [
    {
      inputs: { flour: 450, water: 300, starter: 100, starterHydration: 100, salt: 10 },
      expect: { hydration: 70, totalFlour: { value: 500, unit: 'g' }, prefermented: 10, salt: 2 },
      tolerance: 1e-9,
      source:
        'The Perfect Loaf, "Baker\'s percentages and hydration": a 100 % levain of 100 g adds 50 g flour and 50 g water; (300 + 50) ÷ (450 + 50) = 70 %',
    },
    {
      inputs: { flour: 900, water: 650, starter: 200, starterHydration: 100, salt: 20 },
      expect: { hydration: 75, totalFlour: { value: 1000, unit: 'g' } },
      tolerance: 1e-9,
      source:
        'Method of King Arthur Baking ("Baker\'s percentage": count the flour and water of the starter), worked for these weights: (650 + 100) ÷ (900 + 100) = 75 %',
    },
    {
      inputs: { flour: 400, water: 275, starter: 150, starterHydration: 50, salt: 9 },
      expect: { hydration: 65, totalFlour: { value: 500, unit: 'g' } },
      tolerance: 1e-9,
      source:
        'Jeffrey Hamelman, Bread (stiff levain at 50 % hydration): 150 g of it is 100 g flour and 50 g water; (275 + 50) ÷ (400 + 100) = 65 %',
    },
  ],
});
