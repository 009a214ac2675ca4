import { defineCalculator, integer, number, select } from '../../engine/index.ts';
import { bytesAtRate, SECONDS_PER_HOUR } from '../shared/video/data-rates.ts';
import { bitrateField, dataSizeOutput } from '../shared/presets/video-data-fields.ts';
import { bytesPerHourAt, streamingDataUsage } from '../shared/video/storage-formats-streaming.ts';
import { isStreamingQuality } from '../shared/video/storage-formats.ts';
const OWN_BITRATE = 'own';

export default defineCalculator({
  inputs: {
    quality: select({
      label: 'Streaming quality',
      options: [
        ...streamingDataUsage.rows.map((row) => ({ value: row.quality, label: `Netflix ${row.label}` })),
        { value: OWN_BITRATE, label: 'My own bitrate' },
      ],
      default: 'hd',
    }),
    ownBitrate: bitrateField('Bitrate (for "My own bitrate")', 5, 'mbitps'),
    hoursPerDay: number({ label: 'Hours watched a day', default: 2, min: 0, max: 24, suffix: 'h' }),
    daysPerMonth: integer({ label: 'Days a month', default: 30, min: 0, max: 31 }),
    streams: integer({ label: 'Screens streaming at once', default: 1, min: 1, max: 50 }),
  },
  compute: ({ quality, ownBitrate, hoursPerDay, daysPerMonth, streams }) => {
    const perHour = isStreamingQuality(quality) ? bytesPerHourAt(quality) : bytesAtRate(ownBitrate, SECONDS_PER_HOUR);
    const perDay = perHour * hoursPerDay * streams;
    return { perMonth: perDay * daysPerMonth, perDay, perHour };
  },
  outputs: {
    perMonth: dataSizeOutput('Data a month', 'gb', true, 'Decimal units: 1 GB = 1,000 MB, as providers count.'),
    perDay: dataSizeOutput('Data a day', 'gb'),
    perHour: dataSizeOutput('Data an hour, one screen', 'gb'),
  },
  datedTables: [streamingDataUsage],
  examples: [
    {
      inputs: { quality: 'uhd', hoursPerDay: 1, daysPerMonth: 1, streams: 1 },
      expect: { perHour: { value: 7, unit: 'gb' }, perMonth: { value: 7, unit: 'gb' } },
      source:
        'Netflix Help Center, "How to control how much data Netflix uses": High, up to 7 GB per hour per device for Ultra HD',
    },
    {
      inputs: { quality: 'low', hoursPerDay: 1, daysPerMonth: 1, streams: 1 },
      expect: { perHour: { value: 0.3, unit: 'gb' } },
      source: 'Netflix Help Center, "How to control how much data Netflix uses": Low, 0.3 GB per hour per device',
    },
    {
      inputs: { quality: 'own', ownBitrate: 5, hoursPerDay: 1, daysPerMonth: 1, streams: 1 },
      expect: { perHour: { value: 2.25, unit: 'gb' } },
      source: 'ShareWiz, "Video Files – Formulas": GB = Mbps × minutes × 0.0075, so 5 Mbps for 60 minutes = 2.25 GB',
    },
  ],
});
