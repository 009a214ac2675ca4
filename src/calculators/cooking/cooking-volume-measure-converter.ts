import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'volume'>[] = [
  { from: 'cup', to: 'ml' },
  { from: 'metriccup', to: 'cup' },
  { from: 'impcup', to: 'ml' },
  { from: 'tbsp', to: 'tsp' },
  { from: 'cup', to: 'tbsp' },
  { from: 'floz', to: 'ml' },
  { from: 'ml', to: 'tsp', value: 5 },
  { from: 'ml', to: 'cup', value: 100 },
];

export default defineConverter({
  family: 'volume',
  value: 1,
  from: 'cup',
  to: 'ml',
  units: ['tsp', 'tbsp', 'floz', 'cup', 'metriccup', 'impcup', 'pt', 'qt', 'imppt', 'impfloz', 'ml', 'l'],
  examples: [
    {
      value: 1,
      from: 'cup',
      to: 'tbsp',
      expect: 16,
      formula: '1 cup = 16 tbsp',
      source:
        'NIST Handbook 44, Appendix C, US liquid measures: 1 cup = 8 fl oz = 16 tablespoons; 1 tablespoon = 3 teaspoons',
    },
    {
      value: 1,
      from: 'cup',
      to: 'ml',
      expect: 236.5882365,
      source: 'NIST SP 811, Appendix B.8: 1 US cup = 2.365882 × 10^-4 m³ (half a US pint of 473.176473 mL)',
    },
    {
      value: 1,
      from: 'metriccup',
      to: 'ml',
      expect: 250,
      source: 'Standards Australia AS 2258 and Health Canada: the metric cup is 250 mL',
    },
    {
      value: 1,
      from: 'impcup',
      to: 'ml',
      expect: 284.130625,
      source:
        'UK Weights and Measures Act 1985, Schedule 1: the imperial pint is 0.56826125 L, and the UK cup is half a pint, 284.130625 mL',
    },
    {
      value: 1,
      from: 'tsp',
      to: 'ml',
      expect: 4.92892159375,
      source: 'NIST Handbook 44, Appendix C: 1 US teaspoon = 1/6 fl oz = 4.928 921 593 75 mL',
    },
  ],
});
