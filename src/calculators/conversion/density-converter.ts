import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'density'>[] = [
  { from: 'gcm3', to: 'lbft3' },
  { from: 'kgm3', to: 'lbft3' },
  { from: 'lbft3', to: 'kgm3' },
  { from: 'kgm3', to: 'gcm3' },
  { from: 'gml', to: 'lbgal' },
  { from: 'lbgal', to: 'kgl' },
  { from: 'lbin3', to: 'gcm3' },
  { from: 'gl', to: 'kgm3' },
];

export default defineConverter({
  family: 'density',
  value: 1,
  from: 'gcm3',
  to: 'lbft3',
  units: ['gl', 'kgm3', 'gcm3', 'gml', 'kgl', 'lbft3', 'lbin3', 'lbgal', 'lbimpgal'],
});
