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
});
