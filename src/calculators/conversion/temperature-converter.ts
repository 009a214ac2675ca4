import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

// Temperatures are looked up at a point that means something, not at 1 degree.
export const QUICK_LINKS: readonly QuickLink<'temperature'>[] = [
  { from: 'c', to: 'f', value: 20 },
  { from: 'f', to: 'c', value: 68 },
  { from: 'c', to: 'k', value: 20 },
  { from: 'k', to: 'c', value: 300 },
  { from: 'f', to: 'k', value: 68 },
  { from: 'k', to: 'f', value: 300 },
  { from: 'f', to: 'r', value: 68 },
  { from: 'r', to: 'k', value: 491.67 },
];

export default defineConverter({
  family: 'temperature',
  value: 20,
  from: 'c',
  to: 'f',
  examples: [
    {
      value: 100,
      from: 'c',
      to: 'f',
      expect: 212,
      formula: '°F = °C × 9/5 + 32',
      source: 'NIST SP 811, section 4.2.1.1 and Appendix B.9: t/°F = 1.8 t/°C + 32, so water boils at 212 °F',
    },
    {
      value: 98.6,
      from: 'f',
      to: 'c',
      expect: 37,
      formula: '°C = (°F − 32) × 5/9',
      source: 'NIST SP 811, Appendix B.9: t/°C = (t/°F − 32)/1.8, so (98.6 − 32)/1.8 = 37 °C',
    },
    {
      value: 0,
      from: 'c',
      to: 'k',
      expect: 273.15,
      source: 'SI Brochure (9th edition), section 2.3.1: t/°C = T/K − 273.15, so 0 °C = 273.15 K',
    },
    {
      value: 0,
      from: 'k',
      to: 'f',
      expect: -459.67,
      source: 'NIST SP 811, Appendix B.9: t/°F = T/K × 1.8 − 459.67, so absolute zero is −459.67 °F',
    },
    {
      value: 0,
      from: 'c',
      to: 'r',
      expect: 491.67,
      source: 'NIST SP 811, Appendix B.9: T/°R = 1.8 T/K, so 273.15 K = 491.67 °R',
    },
  ],
});
