import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'density'>[] = [
  { from: 'gcm3', to: 'lbft3' },
  { from: 'kgm3', to: 'lbft3' },
  { from: 'lbft3', to: 'kgm3' },
  { from: 'kgm3', to: 'gcm3' },
  { from: 'gml', to: 'lbgal' },
  { from: 'lbgal', to: 'kgl' },
  { from: 'lbin3', to: 'gcm3' },
  { from: 'gl', to: 'kgm3' },
];

export default defineConverter({
  family: 'density',
  value: 1,
  from: 'gcm3',
  to: 'lbft3',
  units: ['gl', 'kgm3', 'gcm3', 'gml', 'kgl', 'lbft3', 'lbin3', 'lbgal', 'lbimpgal'],
  examples: [
    {
      value: 1,
      from: 'lbft3',
      to: 'kgm3',
      expect: 16.01846,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 pound per cubic foot = 1.601846 × 10^1 kg/m³',
    },
    {
      value: 1,
      from: 'lbgal',
      to: 'kgm3',
      expect: 119.8264,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 pound per US gallon = 1.198264 × 10^2 kg/m³',
    },
    {
      value: 1,
      from: 'lbin3',
      to: 'kgm3',
      expect: 27_679.9,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 pound per cubic inch = 2.767990 × 10^4 kg/m³',
    },
    {
      value: 1,
      from: 'gcm3',
      to: 'kgm3',
      expect: 1000,
      formula: '1 g/cm³ = 1,000 kg/m³',
      source: 'NIST SP 811, Appendix B.8: 1 gram per cubic centimetre = 1.0 × 10^3 kg/m³ exactly',
    },
  ],
});
