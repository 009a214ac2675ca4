import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'dataRate'>[] = [
  { from: 'mbitps', to: 'mbyteps' },
  { from: 'mbyteps', to: 'mbitps' },
  { from: 'gbitps', to: 'mbyteps' },
  { from: 'kbitps', to: 'kbyteps' },
  { from: 'mbitps', to: 'mibyteps' },
  { from: 'gbyteps', to: 'gbitps' },
  { from: 'mibyteps', to: 'mbitps' },
];

export default defineConverter({
  family: 'dataRate',
  value: 100,
  from: 'mbitps',
  to: 'mbyteps',
});
