import { defineConverter, type QuickLink } from '../shared/units/converter.ts';

export const QUICK_LINKS: readonly QuickLink<'data'>[] = [
  { from: 'gb', to: 'gib' },
  { from: 'gib', to: 'gb' },
  { from: 'tb', to: 'tib' },
  { from: 'mb', to: 'mib' },
  { from: 'gb', to: 'mb' },
  { from: 'tb', to: 'gb' },
  { from: 'byte', to: 'bit' },
  { from: 'mbit', to: 'mb' },
  { from: 'kib', to: 'kb' },
];

export default defineConverter({
  family: 'data',
  value: 1,
  from: 'tb',
  to: 'gib',
  units: ['bit', 'kbit', 'mbit', 'gbit', 'byte', 'kb', 'mb', 'gb', 'tb', 'pb', 'kib', 'mib', 'gib', 'tib', 'pib'],
});
