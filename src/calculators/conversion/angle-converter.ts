import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'angle'>[] = [
  { from: 'deg', to: 'rad' },
  { from: 'rad', to: 'deg' },
  { from: 'deg', to: 'grad' },
  { from: 'grad', to: 'deg' },
  { from: 'turn', to: 'deg' },
  { from: 'arcmin', to: 'deg' },
  { from: 'arcsec', to: 'rad' },
  { from: 'turn', to: 'rad' },
];

export default defineConverter({
  family: 'angle',
  value: 180,
  from: 'deg',
  to: 'rad',
  examples: [
    {
      value: 1,
      from: 'deg',
      to: 'rad',
      expect: 0.01745329,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 degree = 1.745329 × 10^-2 rad (π/180)',
    },
    {
      value: 1,
      from: 'arcsec',
      to: 'rad',
      expect: 4.848137e-6,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 second of arc = 4.848137 × 10^-6 rad',
    },
    {
      value: 1,
      from: 'turn',
      to: 'rad',
      expect: 6.283185,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 revolution = 6.283185 rad (2π)',
    },
    {
      value: 90,
      from: 'deg',
      to: 'grad',
      expect: 100,
      source: 'SI Brochure (9th edition), table 8 and ISO 80000-3: a right angle is 90° = 100 gon',
    },
  ],
});
