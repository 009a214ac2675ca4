import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'volume'>[] = [
  { from: 'l', to: 'gal' },
  { from: 'gal', to: 'l' },
  { from: 'ml', to: 'floz' },
  { from: 'floz', to: 'ml' },
  { from: 'cup', to: 'ml' },
  { from: 'impgal', to: 'l' },
  { from: 'l', to: 'impgal' },
  { from: 'm3', to: 'ft3' },
  { from: 'imppt', to: 'ml' },
];

export default defineConverter({
  family: 'volume',
  value: 1,
  from: 'gal',
  to: 'l',
  units: [
    'ml',
    'cl',
    'l',
    'm3',
    'tsp',
    'tbsp',
    'floz',
    'cup',
    'pt',
    'qt',
    'gal',
    'impfloz',
    'imppt',
    'impqt',
    'impgal',
    'in3',
    'ft3',
    'yd3',
    'bbl',
  ],
});
