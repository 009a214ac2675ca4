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
});
