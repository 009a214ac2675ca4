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
});
