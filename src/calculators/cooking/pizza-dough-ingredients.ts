import { defineCalculator, integer, out } from '../../engine/index.ts';
import { flourForDough, weightFromPercent } from '../shared/cooking/bakers-math.ts';
import { bakersPercentInput, DOUGH_MASS_UNITS, doughWeightInput } from '../shared/presets/dough-weights.ts';

const massOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: DOUGH_MASS_UNITS, digits: 4 });

export default defineCalculator({
  inputs: {
    balls: integer({ label: 'Dough balls', default: 4, min: 1, max: 500, suffix: 'balls' }),
    ballWeight: doughWeightInput('Weight of each ball', 250, 'About 250 g for a 30 cm (12 in) Neapolitan pizza.'),
    hydration: bakersPercentInput('Hydration (water % of flour)', 65, 100),
    salt: bakersPercentInput('Salt % of flour', 2.8, 5),
    yeast: {
      ...bakersPercentInput('Yeast % of flour', 0.2, 5),
      help: 'Instant yeast: about 1 % for a same-day dough, 0.4 % overnight, 0.1–0.2 % for 2–3 days in the fridge.',
    },
    oil: bakersPercentInput('Oil % of flour', 0, 15),
  },
  validate: ({ ballWeight }) =>
    ballWeight <= 0 ? [{ field: 'ballWeight', message: 'Enter the weight of one dough ball.' }] : [],
  outputs: {
    flour: massOutput('Flour', true),
    water: massOutput('Water'),
    saltWeight: massOutput('Salt'),
    yeastWeight: massOutput('Yeast'),
    oilWeight: massOutput('Oil'),
    total: massOutput('Total dough'),
  },
  compute: ({ balls, ballWeight, hydration, salt, yeast, oil }) => {
    const total = balls * ballWeight;
    const flour = flourForDough(total, hydration + salt + yeast + oil);
    return {
      flour,
      water: weightFromPercent(hydration, flour),
      saltWeight: weightFromPercent(salt, flour),
      yeastWeight: weightFromPercent(yeast, flour),
      oilWeight: weightFromPercent(oil, flour),
      total,
    };
  },
});
