import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'mass'>[] = [
  { from: 'kg', to: 'lb' },
  { from: 'lb', to: 'kg' },
  { from: 'g', to: 'oz' },
  { from: 'oz', to: 'g' },
  { from: 'st', to: 'kg' },
  { from: 'kg', to: 'st' },
  { from: 't', to: 'ton' },
  { from: 'ozt', to: 'g' },
  { from: 'ct', to: 'g' },
];

export default defineConverter({
  family: 'mass',
  value: 1,
  from: 'kg',
  to: 'lb',
  units: ['ug', 'mg', 'g', 'kg', 't', 'ct', 'gr', 'oz', 'ozt', 'lb', 'st', 'ton', 'lton'],
  examples: [
    {
      value: 1,
      from: 'lb',
      to: 'kg',
      expect: 0.45359237,
      formula: '1 lb = 0.45359237 kg',
      source: 'NIST SP 811, Appendix B.8: 1 pound (avoirdupois) = 0.45359237 kg exactly',
    },
    {
      value: 1,
      from: 'oz',
      to: 'g',
      expect: 28.349523125,
      source:
        'NIST SP 811, Appendix B.8: 1 ounce (avoirdupois) = 1/16 lb = 2.834952 × 10^-2 kg (28.349523125 g exactly)',
    },
    {
      value: 1,
      from: 'ozt',
      to: 'g',
      expect: 31.1034768,
      source:
        'NIST SP 811, Appendix B.8: 1 troy ounce = 3.110348 × 10^-2 kg (480 grains of 64.79891 mg = 31.1034768 g)',
    },
    {
      value: 1,
      from: 'lton',
      to: 'kg',
      expect: 1016.047,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 long ton (2240 lb) = 1.016047 × 10^3 kg',
    },
  ],
});
