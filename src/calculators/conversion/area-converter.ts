import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'area'>[] = [
  { from: 'm2', to: 'ft2' },
  { from: 'ft2', to: 'm2' },
  { from: 'acre', to: 'ha' },
  { from: 'ha', to: 'acre' },
  { from: 'km2', to: 'mi2' },
  { from: 'mi2', to: 'km2' },
  { from: 'cm2', to: 'in2' },
  { from: 'yd2', to: 'm2' },
  { from: 'acre', to: 'ft2' },
];

export default defineConverter({
  family: 'area',
  value: 1,
  from: 'm2',
  to: 'ft2',
  examples: [
    {
      value: 1,
      from: 'ft2',
      to: 'm2',
      expect: 0.09290304,
      formula: '1 ft² = 0.09290304 m²',
      source: 'NIST SP 811, Appendix B.8: 1 square foot = 9.290304 × 10^-2 m² exactly',
    },
    {
      value: 1,
      from: 'in2',
      to: 'cm2',
      expect: 6.4516,
      source: 'NIST SP 811, Appendix B.8: 1 square inch = 6.4516 × 10^-4 m² exactly',
    },
    {
      value: 1,
      from: 'ha',
      to: 'm2',
      expect: 10_000,
      source: 'SI Brochure (9th edition), table 8: 1 hectare = 1 hm² = 10^4 m²',
    },
    {
      value: 1,
      from: 'acre',
      to: 'ft2',
      expect: 43_560,
      source: 'NIST Handbook 44, Appendix C (units of area): 1 acre = 43,560 square feet',
    },
  ],
});
