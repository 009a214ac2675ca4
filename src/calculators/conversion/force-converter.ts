import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'force'>[] = [
  { from: 'n', to: 'lbf' },
  { from: 'lbf', to: 'n' },
  { from: 'kgf', to: 'n' },
  { from: 'n', to: 'kgf' },
  { from: 'kn', to: 'lbf' },
  { from: 'kip', to: 'kn' },
  { from: 'kgf', to: 'lbf' },
  { from: 'dyn', to: 'n' },
];

export default defineConverter({
  family: 'force',
  value: 100,
  from: 'n',
  to: 'lbf',
  units: ['dyn', 'n', 'kn', 'kgf', 'ozf', 'lbf', 'kip'],
  examples: [
    {
      value: 1,
      from: 'lbf',
      to: 'n',
      expect: 4.4482216152605,
      source:
        'NIST SP 811, Appendix B.8: 1 pound-force = 4.448222 N, exactly 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N',
    },
    {
      value: 1,
      from: 'kgf',
      to: 'n',
      expect: 9.80665,
      source: 'NIST SP 811, Appendix B.8: 1 kilogram-force = 9.80665 N exactly (standard gravity)',
    },
    {
      value: 1,
      from: 'dyn',
      to: 'n',
      expect: 1e-5,
      source: 'NIST SP 811, Appendix B.8: 1 dyne = 1.0 × 10^-5 N exactly',
    },
    {
      value: 1,
      from: 'ozf',
      to: 'n',
      expect: 0.2780139,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 ounce (avoirdupois)-force = 2.780139 × 10^-1 N',
    },
  ],
});
