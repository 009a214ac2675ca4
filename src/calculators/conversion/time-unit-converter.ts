import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'time'>[] = [
  { from: 'h', to: 'min' },
  { from: 'min', to: 's' },
  { from: 'd', to: 'h' },
  { from: 'wk', to: 'd' },
  { from: 'yr', to: 'd' },
  { from: 'mo', to: 'd' },
  { from: 's', to: 'ms' },
  { from: 'ms', to: 'us' },
  { from: 'yr', to: 's' },
];

export default defineConverter({
  family: 'time',
  value: 1,
  from: 'd',
  to: 'h',
  examples: [
    {
      value: 1,
      from: 'h',
      to: 's',
      expect: 3600,
      formula: '1 h = 3,600 s',
      source: 'SI Brochure (9th edition), table 8: 1 h = 60 min = 3600 s',
    },
    {
      value: 1,
      from: 'd',
      to: 's',
      expect: 86_400,
      source: 'SI Brochure (9th edition), table 8: 1 d = 24 h = 86 400 s',
    },
    {
      value: 1,
      from: 'wk',
      to: 'h',
      expect: 168,
      source: 'NIST SP 811, Appendix B.8: 1 week = 6.048 × 10^5 s (7 days), which is 168 h',
    },
    {
      value: 1,
      from: 'yr',
      to: 'd',
      expect: 365.2425,
      source:
        'Gregorian calendar (papal bull Inter gravissimas, 1582): 97 leap days in 400 years, 146 097 days ÷ 400 = 365.2425 days a year on average',
    },
  ],
});
