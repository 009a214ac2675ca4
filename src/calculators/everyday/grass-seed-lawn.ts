import { defineCalculator, percent, select, toggle } from '../../engine/index.ts';
import { lawnAreaField } from '../shared/presets/lawn-area.ts';
import { weightResult } from '../shared/presets/weight-result.ts';
import { weightForArea } from '../shared/garden/rates.ts';

/*
 * New-lawn seeding rates in lb per 1,000 ft² (Cornell University, "Seeding rates", Safe Sports
 * Fields): the low and high ends of each range. Overseeding a thin lawn takes half the rate.
 */
const SPECIES = {
  kentuckyBluegrass: { label: 'Kentucky bluegrass (1–3 lb per 1,000 ft²)', low: 1, high: 3 },
  bluegrassRyegrass: { label: 'Kentucky bluegrass and perennial ryegrass mix (3–5 lb)', low: 3, high: 5 },
  perennialRyegrass: { label: 'Perennial ryegrass (4–6 lb)', low: 4, high: 6 },
  tallFescue: { label: 'Tall fescue (6–8 lb)', low: 6, high: 8 },
} as const;

export default defineCalculator({
  inputs: {
    area: lawnAreaField('Lawn area', 100),
    species: select({
      label: 'Grass',
      options: Object.entries(SPECIES).map(([value, { label }]) => ({ value, label })),
      default: 'tallFescue',
    }),
    overseed: toggle({ label: 'Overseeding an existing lawn (half the rate)', default: false }),
    pureLiveSeed: percent({
      label: 'Pure live seed (purity × germination on the label)',
      help: 'Leave at 100 % to use the rates as published.',
      default: 100,
      min: 10,
      max: 100,
    }),
  },
  outputs: {
    seed: weightResult('Seed to buy (middle of the range)', true),
    low: weightResult('Light seeding (low end)'),
    high: weightResult('Heavy seeding (high end)'),
  },
  compute: ({ area, species, overseed, pureLiveSeed }) => {
    const { low, high } = SPECIES[species as keyof typeof SPECIES];
    const factor = (overseed ? 0.5 : 1) / (pureLiveSeed / 100);
    const weightAt = (rate: number) => weightForArea(rate * factor, area);
    return { seed: weightAt((low + high) / 2), low: weightAt(low), high: weightAt(high) };
  },
});
