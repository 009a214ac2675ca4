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
});
