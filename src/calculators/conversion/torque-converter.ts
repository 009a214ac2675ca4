import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'torque'>[] = [
  { from: 'nm', to: 'lbfft' },
  { from: 'lbfft', to: 'nm' },
  { from: 'lbfin', to: 'nm' },
  { from: 'nm', to: 'lbfin' },
  { from: 'kgfm', to: 'nm' },
  { from: 'lbfft', to: 'kgfm' },
  { from: 'ozfin', to: 'ncm' },
  { from: 'lbfin', to: 'lbfft' },
];

export default defineConverter({
  family: 'torque',
  value: 100,
  from: 'nm',
  to: 'lbfft',
  examples: [
    {
      value: 1,
      from: 'lbfft',
      to: 'nm',
      expect: 1.355818,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 pound-force foot = 1.355818 N·m',
    },
    {
      value: 1,
      from: 'lbfin',
      to: 'nm',
      expect: 0.1129848,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 pound-force inch = 1.129848 × 10^-1 N·m',
    },
    {
      value: 1,
      from: 'kgfm',
      to: 'nm',
      expect: 9.80665,
      formula: '1 kgf·m = 9.80665 N·m',
      source: 'NIST SP 811, Appendix B.8: 1 kilogram-force metre = 9.80665 N·m exactly',
    },
    {
      value: 1,
      from: 'ozfin',
      to: 'nm',
      expect: 0.007061552,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 ounce (avoirdupois)-force inch = 7.061552 × 10^-3 N·m',
    },
  ],
});
