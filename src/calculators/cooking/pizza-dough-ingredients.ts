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
  examples: [
    {
      inputs: { balls: 3, ballWeight: 289, hydration: 70, salt: 3, yeast: 0.4, oil: 0 },
      expect: {
        flour: { value: 500, unit: 'g' },
        water: { value: 350, unit: 'g' },
        saltWeight: { value: 15, unit: 'g' },
        yeastWeight: { value: 2, unit: 'g' },
      },
      tolerance: 1e-9,
      source:
        'Ken Forkish, Flour Water Salt Yeast, "Saturday pizza dough": 500 g flour, 350 g water, 15 g salt, 2 g instant yeast, 867 g of dough for three balls',
    },
    {
      inputs: { balls: 1, ballWeight: 2853, hydration: 55.5556, salt: 2.7778, yeast: 0.16667, oil: 0 },
      expect: {
        flour: { value: 1800, unit: 'g' },
        water: { value: 1000, unit: 'g' },
        saltWeight: { value: 50, unit: 'g' },
        yeastWeight: { value: 3, unit: 'g' },
      },
      tolerance: 0.0002,
      source:
        'AVPN (Associazione Verace Pizza Napoletana), International Regulations, art. 5: 1 L water, 1.8 kg flour, 50 g salt and 3 g fresh yeast (2853 g of dough)',
    },
  ],
});
