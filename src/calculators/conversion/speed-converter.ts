import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'speed'>[] = [
  { from: 'kph', to: 'mph' },
  { from: 'mph', to: 'kph' },
  { from: 'mps', to: 'kph' },
  { from: 'kph', to: 'mps' },
  { from: 'kn', to: 'kph' },
  { from: 'kn', to: 'mph' },
  { from: 'mps', to: 'mph' },
  { from: 'fps', to: 'mps' },
  { from: 'mach', to: 'kph' },
];

export default defineConverter({
  family: 'speed',
  value: 100,
  from: 'kph',
  to: 'mph',
  examples: [
    {
      value: 1,
      from: 'mph',
      to: 'mps',
      expect: 0.44704,
      formula: '1 mph = 0.44704 m/s',
      source: 'NIST SP 811, Appendix B.8: 1 mile per hour = 4.4704 × 10^-1 m/s exactly',
    },
    {
      value: 1,
      from: 'kn',
      to: 'mps',
      expect: 0.5144444,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 knot (nautical mile per hour) = 5.144444 × 10^-1 m/s',
    },
    {
      value: 1,
      from: 'kph',
      to: 'mps',
      expect: 0.2777778,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 kilometre per hour = 2.777778 × 10^-1 m/s',
    },
    {
      value: 1,
      from: 'mph',
      to: 'kph',
      expect: 1.609344,
      source: 'NIST SP 811, Appendix B.8: 1 mile per hour = 1.609344 km/h exactly',
    },
  ],
});
