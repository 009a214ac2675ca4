import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'angularVelocity'>[] = [
  { from: 'rpm', to: 'rads' },
  { from: 'rads', to: 'rpm' },
  { from: 'rpm', to: 'degs' },
  { from: 'degs', to: 'rpm' },
  { from: 'rps', to: 'rpm' },
  { from: 'rpm', to: 'rps' },
  { from: 'degs', to: 'rads' },
];

export default defineConverter({
  family: 'angularVelocity',
  value: 3000,
  from: 'rpm',
  to: 'rads',
});
