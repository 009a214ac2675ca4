import { defineCalculator, number, out } from '../../engine/index.ts';
import { bakersPercent, starterParts } from '../shared/cooking/bakers-math.ts';
import { bakersPercentInput, DOUGH_MASS_UNITS, doughWeightInput } from '../shared/presets/dough-weights.ts';

const part = (label: string, value: number) =>
  number({ label, default: value, min: 0, max: 100, step: 0.5, suffix: 'parts' });

const massOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: DOUGH_MASS_UNITS, digits: 4 });

export default defineCalculator({
  inputs: {
    total: doughWeightInput('Starter you need after feeding', 150, 'What the recipe asks for, plus a little to keep.'),
    starterPart: part('Ratio: starter', 1),
    flourPart: part('Ratio: flour', 1),
    waterPart: part('Ratio: water', 1),
    starterHydration: bakersPercentInput('Hydration of the starter you keep', 100, 500),
  },
  validate: ({ total, starterPart, flourPart, waterPart }) => {
    // With no starter at all there is no flour to judge hydration by.
    if (total <= 0) return [{ field: 'total', message: 'Enter how much starter you need, more than 0 g.' }];
    if (starterPart <= 0)
      return [{ field: 'starterPart', message: 'Keep at least some starter: it is what ferments the new flour.' }];
    if (flourPart + waterPart <= 0)
      return [{ field: 'flourPart', message: 'Enter the parts of flour and water to feed.' }];
    return [];
  },
  outputs: {
    starter: massOutput('Starter to keep', true),
    flour: massOutput('Flour to add'),
    water: massOutput('Water to add'),
    hydration: out.percent({ label: 'Hydration after feeding', decimals: 1 }),
  },
  compute: ({ total, starterPart, flourPart, waterPart, starterHydration }) => {
    const perPart = total / (starterPart + flourPart + waterPart);
    const starter = perPart * starterPart;
    const flour = perPart * flourPart;
    const water = perPart * waterPart;
    const kept = starterParts(starter, starterHydration);
    return { starter, flour, water, hydration: bakersPercent(water + kept.water, flour + kept.flour) };
  },
});
