import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'energy'>[] = [
  { from: 'kwh', to: 'btu' },
  { from: 'btu', to: 'kwh' },
  { from: 'kcal', to: 'kj' },
  { from: 'kj', to: 'kcal' },
  { from: 'j', to: 'cal' },
  { from: 'kwh', to: 'mj' },
  { from: 'ev', to: 'j' },
  { from: 'ftlb', to: 'j' },
  { from: 'therm', to: 'kwh' },
];

export default defineConverter({
  family: 'energy',
  value: 1,
  from: 'kwh',
  to: 'btu',
  examples: [
    {
      value: 1,
      from: 'btu',
      to: 'j',
      expect: 1055.05585262,
      formula: '1 BTU = 1,055.05585262 J',
      source:
        'NIST SP 811, Appendix B.8: 1 British thermal unit (International Table) = 1.05505585262 × 10^3 J exactly',
    },
    {
      value: 1,
      from: 'kwh',
      to: 'mj',
      expect: 3.6,
      source: 'NIST SP 811, Appendix B.8: 1 kilowatt hour = 3.6 × 10^6 J exactly',
    },
    {
      value: 1,
      from: 'cal',
      to: 'j',
      expect: 4.184,
      source: 'NIST SP 811, Appendix B.8: 1 calorie (thermochemical) = 4.184 J exactly',
    },
    {
      value: 1,
      from: 'ev',
      to: 'j',
      expect: 1.602176634e-19,
      source: 'SI Brochure (9th edition), table 8: 1 eV = 1.602176634 × 10^-19 J exactly',
    },
    {
      value: 1,
      from: 'ftlb',
      to: 'j',
      expect: 1.355818,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 foot pound-force = 1.355818 J',
    },
  ],
});
