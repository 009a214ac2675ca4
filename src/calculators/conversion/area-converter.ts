import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'area'>[] = [
  { from: 'm2', to: 'ft2' },
  { from: 'ft2', to: 'm2' },
  { from: 'acre', to: 'ha' },
  { from: 'ha', to: 'acre' },
  { from: 'km2', to: 'mi2' },
  { from: 'mi2', to: 'km2' },
  { from: 'cm2', to: 'in2' },
  { from: 'yd2', to: 'm2' },
  { from: 'acre', to: 'ft2' },
];

export default defineConverter({
  family: 'area',
  value: 1,
  from: 'm2',
  to: 'ft2',
});
