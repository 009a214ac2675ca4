import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'speed'>[] = [
  { from: 'kph', to: 'mph' },
  { from: 'mph', to: 'kph' },
  { from: 'mps', to: 'kph' },
  { from: 'kph', to: 'mps' },
  { from: 'kn', to: 'kph' },
  { from: 'kn', to: 'mph' },
  { from: 'mps', to: 'mph' },
  { from: 'fps', to: 'mps' },
  { from: 'mach', to: 'kph' },
];

export default defineConverter({
  family: 'speed',
  value: 100,
  from: 'kph',
  to: 'mph',
});
