import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'power'>[] = [
  { from: 'hp', to: 'kw' },
  { from: 'kw', to: 'hp' },
  { from: 'ps', to: 'kw' },
  { from: 'kw', to: 'ps' },
  { from: 'hp', to: 'ps' },
  { from: 'w', to: 'btuh' },
  { from: 'btuh', to: 'w' },
  { from: 'tonref', to: 'kw' },
  { from: 'tonref', to: 'btuh' },
];

export default defineConverter({
  family: 'power',
  value: 100,
  from: 'hp',
  to: 'kw',
  units: ['mW', 'w', 'kw', 'MW', 'hp', 'ps', 'btuh', 'tonref'],
  examples: [
    {
      value: 1,
      from: 'hp',
      to: 'w',
      expect: 745.69987158227,
      source:
        'NIST SP 811, Appendix B.8: 1 horsepower (550 ft·lbf/s) = 7.456999 × 10^2 W; 550 × 0.3048 × 4.4482216152605 = 745.69987158227 W',
    },
    {
      value: 1,
      from: 'ps',
      to: 'w',
      expect: 735.4988,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 horsepower (metric) = 7.354988 × 10^2 W',
    },
    {
      value: 1,
      from: 'btuh',
      to: 'w',
      expect: 0.2930711,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 British thermal unit (IT) per hour = 2.930711 × 10^-1 W',
    },
    {
      value: 1,
      from: 'tonref',
      to: 'kw',
      expect: 3.516853,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 ton of refrigeration (12,000 BTU_IT/h) = 3.516853 × 10^3 W',
    },
  ],
});
