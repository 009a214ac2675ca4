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
});
