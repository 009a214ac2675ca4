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
  examples: [
    {
      value: 1,
      from: 'kib',
      to: 'byte',
      expect: 1024,
      formula: '1 KiB = 1,024 B',
      source: 'IEC 80000-13:2008, clause 4 (binary prefixes): kibi = 2^10 = 1024, so 1 KiB = 1024 B',
    },
    {
      value: 1,
      from: 'gib',
      to: 'byte',
      expect: 1_073_741_824,
      source: 'IEC 80000-13:2008 and NIST "Prefixes for binary multiples": gibi = 2^30 = 1 073 741 824',
    },
    {
      value: 1,
      from: 'tb',
      to: 'gb',
      expect: 1000,
      source: 'SI Brochure (9th edition), table 7, as IEC 80000-13 applies it to bytes: tera = 10^12, giga = 10^9',
    },
    {
      value: 1,
      from: 'byte',
      to: 'bit',
      expect: 8,
      source: 'IEC 80000-13:2008, item 13-11: 1 byte (octet) = 8 bits',
    },
  ],
});
