import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'volume'>[] = [
  { from: 'cup', to: 'ml' },
  { from: 'metriccup', to: 'cup' },
  { from: 'impcup', to: 'ml' },
  { from: 'tbsp', to: 'tsp' },
  { from: 'cup', to: 'tbsp' },
  { from: 'floz', to: 'ml' },
  { from: 'ml', to: 'tsp', value: 5 },
  { from: 'ml', to: 'cup', value: 100 },
];

export default defineConverter({
  family: 'volume',
  value: 1,
  from: 'cup',
  to: 'ml',
  units: ['tsp', 'tbsp', 'floz', 'cup', 'metriccup', 'impcup', 'pt', 'qt', 'imppt', 'impfloz', 'ml', 'l'],
});
