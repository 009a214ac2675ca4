import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'length'>[] = [
  { from: 'cm', to: 'in' },
  { from: 'in', to: 'cm' },
  { from: 'm', to: 'ft' },
  { from: 'ft', to: 'm' },
  { from: 'km', to: 'mi' },
  { from: 'mi', to: 'km' },
  { from: 'mm', to: 'in' },
  { from: 'yd', to: 'm' },
  { from: 'nmi', to: 'km' },
];

export default defineConverter({
  family: 'length',
  value: 1,
  from: 'ft',
  to: 'cm',
  units: ['nm', 'um', 'mm', 'cm', 'm', 'km', 'mil', 'in', 'ft', 'yd', 'mi', 'nmi'],
});
