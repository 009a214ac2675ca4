import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'time'>[] = [
  { from: 'h', to: 'min' },
  { from: 'min', to: 's' },
  { from: 'd', to: 'h' },
  { from: 'wk', to: 'd' },
  { from: 'yr', to: 'd' },
  { from: 'mo', to: 'd' },
  { from: 's', to: 'ms' },
  { from: 'ms', to: 'us' },
  { from: 'yr', to: 's' },
];

export default defineConverter({
  family: 'time',
  value: 1,
  from: 'd',
  to: 'h',
});
