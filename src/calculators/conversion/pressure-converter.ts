import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'pressure'>[] = [
  { from: 'psi', to: 'bar' },
  { from: 'bar', to: 'psi' },
  { from: 'psi', to: 'kpa' },
  { from: 'kpa', to: 'psi' },
  { from: 'atm', to: 'kpa' },
  { from: 'mmhg', to: 'kpa' },
  { from: 'inhg', to: 'hpa' },
  { from: 'hpa', to: 'inhg' },
  { from: 'torr', to: 'pa' },
];

export default defineConverter({
  family: 'pressure',
  value: 1,
  from: 'bar',
  to: 'psi',
  units: ['pa', 'hpa', 'kpa', 'mpa', 'mbar', 'bar', 'atm', 'torr', 'mmhg', 'inhg', 'inh2o', 'kgfcm2', 'psi', 'ksi'],
  examples: [
    {
      value: 1,
      from: 'psi',
      to: 'kpa',
      expect: 6.894757,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 pound-force per square inch = 6.894757 × 10^3 Pa',
    },
    {
      value: 1,
      from: 'atm',
      to: 'kpa',
      expect: 101.325,
      formula: '1 atm = 101.325 kPa',
      source: 'NIST SP 811, Appendix B.8: 1 standard atmosphere = 1.01325 × 10^5 Pa exactly',
    },
    {
      value: 1,
      from: 'mmhg',
      to: 'pa',
      expect: 133.3224,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 millimetre of mercury (conventional) = 1.333224 × 10^2 Pa',
    },
    {
      value: 1,
      from: 'inhg',
      to: 'kpa',
      expect: 3.386389,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 inch of mercury (conventional) = 3.386389 × 10^3 Pa',
    },
    {
      value: 1,
      from: 'bar',
      to: 'kpa',
      expect: 100,
      source: 'SI Brochure (9th edition), section 4 and NIST SP 811, Appendix B.8: 1 bar = 10^5 Pa exactly',
    },
  ],
});
