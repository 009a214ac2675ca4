import { defineCalculator, out, radio } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import { bakersPercent, flourForDough, weightFromPercent } from '../shared/cooking/bakers-math.ts';
import { bakersPercentInput, DOUGH_MASS_UNITS, doughWeightInput } from '../shared/presets/dough-weights.ts';

const INGREDIENTS = [
  { key: 'water', label: 'Water (and other liquids)' },
  { key: 'salt', label: 'Salt' },
  { key: 'yeast', label: 'Yeast' },
  { key: 'other', label: 'Other (sugar, fat, seeds…)' },
] as const;

const massOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: DOUGH_MASS_UNITS, digits: 4 });

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'I know',
      options: [
        { value: 'weights', label: 'The weights: find the percentages' },
        { value: 'percentages', label: 'The percentages: find the weights' },
      ],
      default: 'weights',
    }),
    flour: doughWeightInput('Flour', 500),
    water: doughWeightInput('Water', 350),
    salt: doughWeightInput('Salt', 10),
    yeast: doughWeightInput('Yeast', 5),
    other: doughWeightInput('Other ingredients', 0),
    doughWeight: doughWeightInput('Dough weight wanted', 1000, 'For "percentages": the total weight of dough to make.'),
    waterPercent: bakersPercentInput('Water %', 65),
    saltPercent: bakersPercentInput('Salt %', 2, 10),
    yeastPercent: bakersPercentInput('Yeast %', 1, 10),
    otherPercent: bakersPercentInput('Other ingredients %', 0),
  },
  validate: ({ mode, flour, doughWeight }) => {
    if (mode === 'weights' && flour <= 0)
      return [{ field: 'flour', message: 'Enter the flour weight: every percentage is of the flour.' }];
    if (mode === 'percentages' && doughWeight <= 0)
      return [{ field: 'doughWeight', message: 'Enter the dough weight you want to make.' }];
    return [];
  },
  outputs: {
    hydration: out.percent({ label: 'Hydration (water ÷ flour)', primary: true, decimals: 1 }),
    flourWeight: massOutput('Flour'),
    total: massOutput('Total dough weight'),
    totalPercent: out.percent({ label: 'Total formula', decimals: 1 }),
    formula: out.table({
      label: "Baker's formula",
      columns: [
        { key: 'ingredient', label: 'Ingredient', kind: 'text' },
        { key: 'grams', label: 'Grams', kind: 'number' },
        { key: 'percent', label: "Baker's %", kind: 'number' },
      ],
    }),
  },
  compute: (values) => {
    const others =
      values.mode === 'weights'
        ? INGREDIENTS.map(({ key }) => values[key])
        : INGREDIENTS.map(({ key }) => values[`${key}Percent`]);
    const othersPercent =
      values.mode === 'weights'
        ? others.reduce((a, b) => a + bakersPercent(b, values.flour), 0)
        : others.reduce((a, b) => a + b, 0);
    const flour = values.mode === 'weights' ? values.flour : flourForDough(values.doughWeight, othersPercent);
    const weights = values.mode === 'weights' ? others : others.map((percent) => weightFromPercent(percent, flour));
    const rows = [
      { ingredient: 'Flour', grams: fromBase('mass', flour, 'g'), percent: 100 },
      ...INGREDIENTS.map(({ label }, index) => ({
        ingredient: label,
        grams: fromBase('mass', weights[index] ?? 0, 'g'),
        percent: bakersPercent(weights[index] ?? 0, flour),
      })),
    ];
    return {
      hydration: bakersPercent(weights[0] ?? 0, flour),
      flourWeight: flour,
      total: flour + weights.reduce((a, b) => a + b, 0),
      totalPercent: 100 + othersPercent,
      formula: rows,
    };
  },
});
