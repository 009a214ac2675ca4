import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'power'>[] = [
  { from: 'hp', to: 'kw' },
  { from: 'kw', to: 'hp' },
  { from: 'ps', to: 'kw' },
  { from: 'kw', to: 'ps' },
  { from: 'hp', to: 'ps' },
  { from: 'w', to: 'btuh' },
  { from: 'btuh', to: 'w' },
  { from: 'tonref', to: 'kw' },
  { from: 'tonref', to: 'btuh' },
];

export default defineConverter({
  family: 'power',
  value: 100,
  from: 'hp',
  to: 'kw',
  units: ['mW', 'w', 'kw', 'MW', 'hp', 'ps', 'btuh', 'tonref'],
});
