import { defineCalculator, number, out } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { ALTITUDE_BANDS, altitudeBand, middle } from '../shared/cooking/high-altitude.ts';

const SPOONS = ['tsp', 'tbsp', 'cup', 'ml'] as const;
const CUPS = ['cup', 'tbsp', 'ml'] as const;

const amount = (label: string, unit: 'tsp' | 'cup', value: number) =>
  number({
    label,
    unitFamily: 'volume',
    unit,
    units: unit === 'tsp' ? SPOONS : CUPS,
    default: value,
    min: 0,
    max: 100,
  });
const adjusted = (label: string, unit: 'tsp' | 'cup', primary = false) =>
  out.number({ label, primary, unitFamily: 'volume', unit, units: unit === 'tsp' ? SPOONS : CUPS, digits: 3 });

const TSP = toBase('volume', 1, 'tsp');
const TBSP = toBase('volume', 1, 'tbsp');
const CUP = toBase('volume', 1, 'cup');

export default defineCalculator({
  inputs: {
    elevation: number({
      label: 'Elevation',
      unitFamily: 'length',
      unit: 'ft',
      units: ['ft', 'm'],
      default: 5000,
      min: 0,
      max: 15_000,
    }),
    leavening: amount('Baking powder or soda in the recipe', 'tsp', 2),
    sugar: amount('Sugar in the recipe', 'cup', 1),
    liquid: amount('Liquid in the recipe', 'cup', 1),
  },
  outputs: {
    leaveningAdjusted: adjusted('Baking powder or soda', 'tsp', true),
    sugarAdjusted: adjusted('Sugar', 'cup'),
    liquidAdjusted: adjusted('Liquid', 'cup'),
    oven: out.text({ label: 'Oven' }),
    band: out.text({ label: 'Adjustment band' }),
    table: out.table({
      label: 'CSU Extension adjustments (per teaspoon of leavening, per cup of sugar or liquid)',
      columns: [
        { key: 'band', label: 'Elevation', kind: 'text' },
        { key: 'leavening', label: 'Leavening, tsp less', kind: 'text' },
        { key: 'sugar', label: 'Sugar, tbsp less', kind: 'text' },
        { key: 'liquid', label: 'Liquid, tbsp more', kind: 'text' },
      ],
    }),
  },
  compute: ({ elevation, leavening, sugar, liquid }) => {
    const band = altitudeBand(elevation);
    return {
      leaveningAdjusted: band ? leavening - (leavening / TSP) * middle(band.leavening) * TSP : leavening,
      sugarAdjusted: band ? sugar - (sugar / CUP) * middle(band.sugar) * TBSP : sugar,
      liquidAdjusted: band ? liquid + (liquid / CUP) * middle(band.liquid) * TBSP : liquid,
      oven: band
        ? 'Raise the temperature 15–25 °F (8–14 °C) and bake 5–8 minutes less per 30 minutes'
        : 'As the recipe says',
      band: band ? band.label : 'Below 3,000 ft: bake the recipe as written',
      table: ALTITUDE_BANDS.map((entry) => ({ band: entry.label, ...entry.printed })),
    };
  },
});
