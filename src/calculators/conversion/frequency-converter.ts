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
  examples: [
    {
      value: 1,
      from: 'mhz',
      to: 'hz',
      expect: 1_000_000,
      formula: '1 MHz = 1,000,000 Hz',
      source: 'SI Brochure (9th edition), tables 4 and 7: the hertz is s^-1 and the prefix mega is 10^6',
    },
    {
      value: 2.4,
      from: 'ghz',
      to: 'mhz',
      expect: 2400,
      source: 'SI Brochure (9th edition), table 7: giga = 10^9 and mega = 10^6, so 2.4 GHz = 2400 MHz',
    },
    {
      value: 60,
      from: 'cpm',
      to: 'hz',
      expect: 1,
      source:
        'SI Brochure (9th edition), tables 4 and 8: 1 Hz = 1 cycle per second and 1 min = 60 s, so 60 per minute = 1 Hz',
    },
  ],
});
