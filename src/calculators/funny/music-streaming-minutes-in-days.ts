import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { dataSizeOutput } from '../shared/presets/video-data-fields.ts';

/*
 * A year's listening minutes (the figure a streaming service's year-end summary shows) as days,
 * minutes a day, songs and data. A year is 365.2425 days; the data is minutes × 60 × the stream's
 * bitrate, at Spotify's published quality levels (24, 96, 160 and 320 kbit/s).
 */
const MINUTES_PER_DAY = 1440;
const DAYS_PER_YEAR = 365.2425;

const QUALITIES = {
  low: { label: 'Low (24 kbit/s)', bitsPerSecond: 24_000 },
  normal: { label: 'Normal (96 kbit/s)', bitsPerSecond: 96_000 },
  high: { label: 'High (160 kbit/s)', bitsPerSecond: 160_000 },
  veryHigh: { label: 'Very high (320 kbit/s)', bitsPerSecond: 320_000 },
} as const;

type Quality = keyof typeof QUALITIES;

export default defineCalculator({
  inputs: {
    minutes: number({
      label: 'Minutes listened in the year',
      help: 'Your streaming app’s year-end summary shows it.',
      default: 30_000,
      min: 0,
      max: 525_949,
      suffix: 'min',
      messages: { max: 'A year has only 525,949 minutes, even with headphones on.' },
    }),
    songMinutes: number({
      label: 'Average song length',
      help: 'Most pop songs run 3 to 4 minutes.',
      default: 3.5,
      min: 0.1,
      max: 120,
      suffix: 'min',
    }),
    quality: select({
      label: 'Streaming quality',
      options: (Object.keys(QUALITIES) as Quality[]).map((value) => ({ value, label: QUALITIES[value].label })),
      default: 'high',
    }),
  },
  compute: ({ minutes, songMinutes, quality }) => ({
    days: minutes / MINUTES_PER_DAY,
    perDay: minutes / DAYS_PER_YEAR,
    share: (minutes / (MINUTES_PER_DAY * DAYS_PER_YEAR)) * 100,
    songs: minutes / songMinutes,
    data: (minutes * 60 * QUALITIES[quality].bitsPerSecond) / 8,
  }),
  outputs: {
    days: out.number({ label: 'Days of non-stop music', primary: true, decimals: 1, suffix: 'days' }),
    perDay: out.number({ label: 'Minutes a day, on average', decimals: 0, suffix: 'min' }),
    share: out.percent({ label: 'Share of the whole year', decimals: 1 }),
    songs: out.number({ label: 'Songs, about', decimals: 0, suffix: 'songs' }),
    data: dataSizeOutput('Data streamed', 'gb'),
  },
  shareLine: ({ days }, { minutes }) =>
    `I streamed ${formatNumber(minutes, { decimals: 0 })} minutes of music this year: ${formatNumber(days, { decimals: 1 })} days without a break.`,
});
