import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'force'>[] = [
  { from: 'n', to: 'lbf' },
  { from: 'lbf', to: 'n' },
  { from: 'kgf', to: 'n' },
  { from: 'n', to: 'kgf' },
  { from: 'kn', to: 'lbf' },
  { from: 'kip', to: 'kn' },
  { from: 'kgf', to: 'lbf' },
  { from: 'dyn', to: 'n' },
];

export default defineConverter({
  family: 'force',
  value: 100,
  from: 'n',
  to: 'lbf',
  units: ['dyn', 'n', 'kn', 'kgf', 'ozf', 'lbf', 'kip'],
});
