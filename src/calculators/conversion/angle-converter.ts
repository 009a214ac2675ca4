import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'angle'>[] = [
  { from: 'deg', to: 'rad' },
  { from: 'rad', to: 'deg' },
  { from: 'deg', to: 'grad' },
  { from: 'grad', to: 'deg' },
  { from: 'turn', to: 'deg' },
  { from: 'arcmin', to: 'deg' },
  { from: 'arcsec', to: 'rad' },
  { from: 'turn', to: 'rad' },
];

export default defineConverter({
  family: 'angle',
  value: 180,
  from: 'deg',
  to: 'rad',
});
