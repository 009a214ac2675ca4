import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'pressure'>[] = [
  { from: 'psi', to: 'bar' },
  { from: 'bar', to: 'psi' },
  { from: 'psi', to: 'kpa' },
  { from: 'kpa', to: 'psi' },
  { from: 'atm', to: 'kpa' },
  { from: 'mmhg', to: 'kpa' },
  { from: 'inhg', to: 'hpa' },
  { from: 'hpa', to: 'inhg' },
  { from: 'torr', to: 'pa' },
];

export default defineConverter({
  family: 'pressure',
  value: 1,
  from: 'bar',
  to: 'psi',
  units: ['pa', 'hpa', 'kpa', 'mpa', 'mbar', 'bar', 'atm', 'torr', 'mmhg', 'inhg', 'inh2o', 'kgfcm2', 'psi', 'ksi'],
});
