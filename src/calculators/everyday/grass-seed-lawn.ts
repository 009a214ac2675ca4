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
  examples: [
    {
      inputs: { area: { value: 5000, unit: 'ft2' }, species: 'tallFescue', overseed: false, pureLiveSeed: 100 },
      expect: { low: { value: 30, unit: 'lb' }, high: { value: 40, unit: 'lb' }, seed: { value: 35, unit: 'lb' } },
      tolerance: 1e-9,
      source:
        'Cornell University, "Seeding rates" (Safe Sports Fields): tall fescue 100 %, 6–8 lb per 1,000 sq ft, so 30 to 40 lb for 5,000 sq ft',
    },
    {
      inputs: { area: { value: 2000, unit: 'ft2' }, species: 'perennialRyegrass', overseed: true, pureLiveSeed: 100 },
      expect: { low: { value: 4, unit: 'lb' }, high: { value: 6, unit: 'lb' } },
      tolerance: 1e-9,
      source:
        'Cornell "Seeding rates": perennial ryegrass 4–6 lb per 1,000 sq ft; Nebraska Extension column (York News-Times, 2021): "When overseeding into an existing lawn, the seeding rate can be cut in half", so 2–3 lb per 1,000 sq ft, 4–6 lb for 2,000 sq ft',
    },
    {
      inputs: { area: { value: 1000, unit: 'ft2' }, species: 'kentuckyBluegrass', overseed: false, pureLiveSeed: 81 },
      expect: { high: { value: 3 / 0.81, unit: 'lb' } },
      tolerance: 1e-9,
      source:
        'Cornell "Seeding rates": a Kentucky bluegrass blend of 95 % purity and 85 % germination is 81 % pure live seed, so 3 lb of live seed per 1,000 sq ft takes 3 ÷ 0.81 = 3.7 lb of seed',
    },
  ],
});
