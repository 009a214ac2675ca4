import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'length'>[] = [
  { from: 'cm', to: 'in' },
  { from: 'in', to: 'cm' },
  { from: 'm', to: 'ft' },
  { from: 'ft', to: 'm' },
  { from: 'km', to: 'mi' },
  { from: 'mi', to: 'km' },
  { from: 'mm', to: 'in' },
  { from: 'yd', to: 'm' },
  { from: 'nmi', to: 'km' },
];

export default defineConverter({
  family: 'length',
  value: 1,
  from: 'ft',
  to: 'cm',
  units: ['nm', 'um', 'mm', 'cm', 'm', 'km', 'mil', 'in', 'ft', 'yd', 'mi', 'nmi'],
  examples: [
    {
      value: 1,
      from: 'in',
      to: 'cm',
      expect: 2.54,
      formula: '1 in = 2.54 cm',
      source: 'NIST SP 811, Appendix B.8: 1 inch = 2.54 × 10^-2 m exactly (international inch, 1959)',
    },
    {
      value: 1,
      from: 'mi',
      to: 'km',
      expect: 1.609344,
      formula: '1 mi = 1.609344 km',
      source: 'NIST SP 811, Appendix B.8: 1 mile (international) = 1.609344 × 10^3 m exactly',
    },
    {
      value: 1,
      from: 'nmi',
      to: 'ft',
      expect: 6076.115,
      digits: 7,
      source:
        'NIST SP 811, Appendix B.8: 1 nautical mile = 1852 m and 1 ft = 0.3048 m exactly, so 1 nmi = 1852 ÷ 0.3048 = 6076.115 ft',
    },
    {
      value: 0,
      from: 'km',
      to: 'mi',
      expect: 0,
      source: 'Zero length is zero in every unit (every length unit is a multiple of the metre, SI Brochure 9th ed.)',
    },
  ],
});
