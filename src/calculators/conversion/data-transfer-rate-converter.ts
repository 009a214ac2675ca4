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
  examples: [
    {
      value: 100,
      from: 'mbitps',
      to: 'mbyteps',
      expect: 12.5,
      formula: '1 Mbit/s = 0.125 MB/s',
      source:
        'IEC 80000-13:2008, item 13-11: 1 byte = 8 bits, with the SI prefix mega = 10^6 on both, so 100 ÷ 8 = 12.5 MB/s',
    },
    {
      value: 1,
      from: 'gbitps',
      to: 'mbyteps',
      expect: 125,
      source: 'IEC 80000-13:2008: 10^9 bit/s ÷ 8 bits per byte = 125 × 10^6 B/s',
    },
    {
      value: 1,
      from: 'mibyteps',
      to: 'bitps',
      expect: 8_388_608,
      source: 'IEC 80000-13:2008, clause 4: mebi = 2^20 = 1 048 576, times 8 bits per byte = 8 388 608 bit/s',
    },
  ],
});
