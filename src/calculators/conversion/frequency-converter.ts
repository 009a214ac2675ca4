import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'frequency'>[] = [
  { from: 'hz', to: 'khz' },
  { from: 'khz', to: 'hz' },
  { from: 'mhz', to: 'ghz' },
  { from: 'ghz', to: 'mhz' },
  { from: 'mhz', to: 'khz' },
  { from: 'cpm', to: 'hz' },
  { from: 'hz', to: 'cpm' },
  { from: 'thz', to: 'ghz' },
];

export default defineConverter({
  family: 'frequency',
  value: 2.4,
  from: 'ghz',
  to: 'mhz',
  units: ['cpm', 'hz', 'khz', 'mhz', 'ghz', 'thz'],
});
