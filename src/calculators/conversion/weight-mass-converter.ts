import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'mass'>[] = [
  { from: 'kg', to: 'lb' },
  { from: 'lb', to: 'kg' },
  { from: 'g', to: 'oz' },
  { from: 'oz', to: 'g' },
  { from: 'st', to: 'kg' },
  { from: 'kg', to: 'st' },
  { from: 't', to: 'ton' },
  { from: 'ozt', to: 'g' },
  { from: 'ct', to: 'g' },
];

export default defineConverter({
  family: 'mass',
  value: 1,
  from: 'kg',
  to: 'lb',
  units: ['ug', 'mg', 'g', 'kg', 't', 'ct', 'gr', 'oz', 'ozt', 'lb', 'st', 'ton', 'lton'],
});
