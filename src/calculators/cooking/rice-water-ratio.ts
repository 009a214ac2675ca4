import { defineCalculator, number, out, select } from '../../engine/index.ts';

/*
 * The USA Rice Federation's stovetop chart, per 1 cup of uncooked rice: cups of liquid, minutes
 * to simmer covered (the start of the chart's range) and cups of cooked rice it yields.
 */
const RICE = {
  long: { label: 'White, long grain', water: 1.75, minutes: 15, yieldLow: 3, yieldHigh: 3 },
  medium: { label: 'White, medium grain', water: 1.5, minutes: 15, yieldLow: 3, yieldHigh: 3 },
  short: { label: 'White, short grain (sushi rice)', water: 1.25, minutes: 15, yieldLow: 3, yieldHigh: 3 },
  brown: { label: 'Brown (whole grain)', water: 2.25, minutes: 45, yieldLow: 3, yieldHigh: 4 },
  parboiled: { label: 'Parboiled (converted)', water: 2, minutes: 20, yieldLow: 3, yieldHigh: 4 },
} as const;

type Rice = keyof typeof RICE;

const RICE_UNITS = ['cup', 'metriccup', 'ml', 'l'] as const;
const volumeOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'volume', unit: 'cup', units: RICE_UNITS, digits: 3 });

export default defineCalculator({
  inputs: {
    rice: select({
      label: 'Rice',
      options: Object.entries(RICE).map(([value, { label }]) => ({ value, label })),
      default: 'long',
    }),
    amount: number({
      label: 'Uncooked rice',
      unitFamily: 'volume',
      unit: 'cup',
      units: RICE_UNITS,
      default: 1,
      min: 0,
      max: 40,
    }),
  },
  outputs: {
    water: volumeOutput('Water or stock', true),
    time: out.duration({ label: 'Simmer, covered, for', smallest: 'minute' }),
    cookedLow: volumeOutput('Cooked rice, from'),
    cookedHigh: volumeOutput('Cooked rice, up to'),
    ratio: out.number({ label: 'Water to rice ratio', digits: 3, suffix: 'to 1' }),
  },
  compute: ({ rice, amount }) => {
    const row = RICE[rice as Rice];
    return {
      water: amount * row.water,
      time: row.minutes * 60,
      cookedLow: amount * row.yieldLow,
      cookedHigh: amount * row.yieldHigh,
      ratio: row.water,
    };
  },
});
