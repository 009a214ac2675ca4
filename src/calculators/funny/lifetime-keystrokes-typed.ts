import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timesOver } from '../shared/fun/lifetime.ts';
import { longDistanceResult, timeSpanResult } from '../shared/presets/fun-results.ts';
import { habitFields } from '../shared/presets/habit-fields.ts';

/*
 * Keys pressed over a working life: words a minute × 5 keystrokes a word (the typing-test
 * convention, spaces included) × minutes a day × days a week × 52.1775 weeks × years. Dhakal et al.
 * (CHI 2018) measured 168,000 volunteers typing at 52 words a minute on average. How far the keys
 * travel uses Cherry's datasheet figure for an MX switch: 4 mm to the bottom of each press.
 */
const KEYSTROKES_PER_WORD = 5;
const KEY_TRAVEL_M = 0.004;
const MINUTE = 60;

export default defineCalculator({
  inputs: {
    wpm: number({
      label: 'Typing speed',
      help: 'The average in a study of 168,000 typists was 52 words a minute.',
      default: 52,
      min: 1,
      max: 220,
      suffix: 'wpm',
      messages: { max: 'The fastest typing on record is about 216 words a minute: enter up to 220.' },
    }),
    minutes: number({
      label: 'Minutes of actual typing a day',
      help: 'Only the time your fingers are moving, not the whole day at the desk.',
      default: 90,
      min: 0,
      max: 1440,
      suffix: 'min',
      messages: { max: 'A day has only 1,440 minutes.' },
    }),
    ...habitFields({ daysPerWeek: 5, years: 40 }),
  },
  compute: ({ wpm, minutes, daysPerWeek, years }) => {
    const typingMinutes = timesOver(minutes, daysPerWeek, years);
    const words = wpm * typingMinutes;
    const keystrokes = words * KEYSTROKES_PER_WORD;
    return { keystrokes, words, typing: typingMinutes * MINUTE, keyTravel: keystrokes * KEY_TRAVEL_M };
  },
  outputs: {
    keystrokes: out.number({ label: 'Keys pressed', primary: true, decimals: 0, suffix: 'keystrokes' }),
    words: out.number({ label: 'Words typed', decimals: 0, suffix: 'words' }),
    typing: timeSpanResult('Time spent typing', 'd', ['h', 'd', 'yr']),
    keyTravel: longDistanceResult('Distance the keys travel down'),
  },
  shareLine: ({ keystrokes }, { years }) =>
    `In ${formatNumber(years, { digits: 3 })} years at the keyboard I press about ${formatNumber(keystrokes / 1e6, { digits: 3 })} million keys.`,
  examples: [
    {
      inputs: { wpm: 52, minutes: 90, daysPerWeek: 5, years: 40 },
      expect: { keystrokes: 244_190_700, words: 48_838_140, keyTravel: 976_762.8 },
      tolerance: 1e-3,
      source:
        'Dhakal et al., CHI 2018: mean 52 wpm; 5 keystrokes a word; 52 × 5 × 90 min = 23,400 a day × 5 days × 52.1775 weeks × 40 years = 244,190,700; × 4 mm (Cherry MX datasheet total travel) = 976.76 km, by hand',
    },
    {
      inputs: { wpm: 40, minutes: 240, daysPerWeek: 7, years: 10 },
      expect: { keystrokes: 175_316_400, typing: { value: 14_609.7, unit: 'h' } },
      tolerance: 1e-3,
      source:
        '40 wpm × 5 = 200 keys a minute × 240 min = 48,000 a day × 365.2425 days × 10 years = 175,316,400; 4 h × 3,652.425 days = 14,609.7 h, by hand',
    },
    {
      inputs: { wpm: 52, minutes: 0, daysPerWeek: 5, years: 40 },
      expect: { keystrokes: 0, keyTravel: 0 },
      source: 'No typing, no keys pressed (edge case: 0 minutes a day)',
    },
  ],
});
