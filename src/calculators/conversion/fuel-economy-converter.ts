import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

// Fuel economy is looked up at a car's figure, not at 1 mpg.
export const QUICK_LINKS: readonly QuickLink<'fuelEconomy'>[] = [
  { from: 'mpg', to: 'l100km', value: 30 },
  { from: 'l100km', to: 'mpg', value: 8 },
  { from: 'mpgimp', to: 'l100km', value: 40 },
  { from: 'l100km', to: 'mpgimp', value: 6 },
  { from: 'mpg', to: 'mpgimp', value: 30 },
  { from: 'mpgimp', to: 'mpg', value: 40 },
  { from: 'kml', to: 'l100km', value: 15 },
  { from: 'mpg', to: 'kml', value: 30 },
];

export default defineConverter({
  family: 'fuelEconomy',
  value: 30,
  from: 'mpg',
  to: 'l100km',
  units: ['mpg', 'mpgimp', 'l100km', 'kml'],
  examples: [
    {
      value: 1,
      from: 'mpg',
      to: 'kml',
      expect: 0.4251437,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 1 mile per US gallon = 4.251437 × 10^-1 km/L',
    },
    {
      value: 30,
      from: 'mpg',
      to: 'l100km',
      expect: 7.840486,
      digits: 7,
      source: 'NIST SP 811, Appendix B.8: 30 mpg × 0.4251437 = 12.75431 km/L, and 100 ÷ 12.75431 = 7.840486 L/100 km',
    },
    {
      value: 1,
      from: 'mpg',
      to: 'mpgimp',
      expect: 1.20095,
      digits: 6,
      source:
        'NIST SP 811, Appendix B.8: imperial gallon 4.54609 L and US gallon 3.785411784 L, so a mile per US gallon is 4.54609 ÷ 3.785411784 = 1.20095 miles per imperial gallon',
    },
  ],
});
