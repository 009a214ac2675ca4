import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timesOver } from '../shared/fun/lifetime.ts';

/*
 * Every text message of a life: messages a day × 365.2425 days a year × years, and the hours
 * spent thumbing them at your typing speed. The default speed is 36 words a minute, the average
 * on phones of 37,370 volunteers (Palin et al. 2019, MobileHCI).
 */
const PHONE_TYPING_WPM = 36;
const MINUTE = 60;

export default defineCalculator({
  inputs: {
    perDay: number({
      label: 'Messages you send a day',
      help: 'Texts and chat messages you write, not the ones you receive.',
      default: 30,
      min: 0,
      max: 2000,
      suffix: 'messages',
      messages: { max: 'Over 2,000 messages a day is one every 30 seconds while awake: enter up to 2,000.' },
    }),
    years: number({
      label: 'Years of texting',
      help: 'Since your first phone.',
      default: 15,
      min: 0,
      max: 100,
      suffix: 'years',
      messages: { max: 'Nobody has texted for more than 100 years: the first text was sent in 1992.' },
    }),
    wordsPerMessage: number({ label: 'Average words in a message', default: 8, min: 1, max: 500, suffix: 'words' }),
    wpm: number({
      label: 'Your typing speed on a phone',
      help: `The average is about ${PHONE_TYPING_WPM} words a minute.`,
      default: PHONE_TYPING_WPM,
      min: 5,
      max: 150,
      suffix: 'words/min',
      messages: { max: 'The fastest phone typists reach about 100 words a minute: enter up to 150.' },
    }),
  },
  compute: ({ perDay, years, wordsPerMessage, wpm }) => {
    const messages = timesOver(perDay, 7, years);
    const words = messages * wordsPerMessage;
    return { messages, words, typing: (words / wpm) * MINUTE };
  },
  outputs: {
    messages: out.number({ label: 'Messages sent', primary: true, decimals: 0, suffix: 'messages' }),
    typing: out.number({
      label: 'Time spent typing them',
      unitFamily: 'time',
      unit: 'h',
      units: ['h', 'd', 'wk'],
      digits: 4,
    }),
    words: out.number({ label: 'Words typed', decimals: 0, suffix: 'words' }),
  },
  shareLine: ({ messages, typing }) =>
    `I have sent about ${formatNumber(messages, { decimals: 0 })} text messages, ${formatNumber(typing / 3600, { decimals: 0 })} hours of typing with my thumbs.`,
});
