import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'angularVelocity'>[] = [
  { from: 'rpm', to: 'rads' },
  { from: 'rads', to: 'rpm' },
  { from: 'rpm', to: 'degs' },
  { from: 'degs', to: 'rpm' },
  { from: 'rps', to: 'rpm' },
  { from: 'rpm', to: 'rps' },
  { from: 'degs', to: 'rads' },
];

export default defineConverter({
  family: 'angularVelocity',
  value: 3000,
  from: 'rpm',
  to: 'rads',
  examples: [
    {
      value: 1,
      from: 'rpm',
      to: 'rads',
      expect: 0.1047198,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 revolution per minute = 1.047198 × 10^-1 rad/s',
    },
    {
      value: 1,
      from: 'degs',
      to: 'rads',
      expect: 0.01745329,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 degree per second = 1.745329 × 10^-2 rad/s',
    },
    {
      value: 1,
      from: 'rps',
      to: 'rpm',
      expect: 60,
      formula: '1 rev/s = 60 rpm',
      source: 'SI Brochure (9th edition), table 8: 1 min = 60 s, so one revolution each second is 60 a minute',
    },
  ],
});
