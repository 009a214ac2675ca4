import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * How long the unread group chat takes to read: messages × words a message ÷ your reading speed.
 * The default speed is 238 words a minute, the average silent reading rate of adults for
 * non-fiction in Brysbaert's 2019 meta-analysis of 190 studies.
 */
const ADULT_READING_WPM = 238;
const MINUTE = 60;

export default defineCalculator({
  inputs: {
    messages: integer({
      label: 'Unread messages',
      default: 250,
      min: 0,
      max: 1_000_000,
      suffix: 'messages',
      messages: { max: 'Over a million unread messages: mute the chat instead. Enter up to 1,000,000.' },
    }),
    wordsPerMessage: number({
      label: 'Average words in a message',
      help: 'Most chat messages are short: count a few and take the average.',
      default: 8,
      min: 1,
      max: 500,
      suffix: 'words',
    }),
    wpm: number({
      label: 'Your reading speed',
      help: `Adults read about ${ADULT_READING_WPM} words a minute on average.`,
      default: ADULT_READING_WPM,
      min: 50,
      max: 1000,
      suffix: 'words/min',
      messages: {
        min: 'Even careful reading aloud is faster than 50 words a minute: enter 50 or more.',
        max: 'Nobody reads with understanding at over 1,000 words a minute: enter up to 1,000.',
      },
    }),
  },
  compute: ({ messages, wordsPerMessage, wpm }) => {
    const words = messages * wordsPerMessage;
    return { reading: (words / wpm) * MINUTE, words };
  },
  outputs: {
    reading: out.duration({ label: 'Time to catch up', primary: true, smallest: 'second' }),
    words: out.number({ label: 'Words to read', decimals: 0, suffix: 'words' }),
  },
  shareLine: ({ reading }, { messages }) =>
    `Catching up on ${formatNumber(messages, { decimals: 0 })} unread group chat messages will take me ${formatNumber(reading / MINUTE, { decimals: 1 })} minutes.`,
});
