import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'energy'>[] = [
  { from: 'kwh', to: 'btu' },
  { from: 'btu', to: 'kwh' },
  { from: 'kcal', to: 'kj' },
  { from: 'kj', to: 'kcal' },
  { from: 'j', to: 'cal' },
  { from: 'kwh', to: 'mj' },
  { from: 'ev', to: 'j' },
  { from: 'ftlb', to: 'j' },
  { from: 'therm', to: 'kwh' },
];

export default defineConverter({
  family: 'energy',
  value: 1,
  from: 'kwh',
  to: 'btu',
});
