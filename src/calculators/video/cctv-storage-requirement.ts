import { defineCalculator, integer, number, percent } from '../../engine/index.ts';
import { bytesAtRate, SECONDS_PER_HOUR } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeOutput } from '../shared/presets/video-data-fields.ts';

export default defineCalculator({
  inputs: {
    cameras: integer({ label: 'Number of cameras', default: 8, min: 1, max: 10_000 }),
    bitrate: bitrateField('Bitrate per camera', 4, 'mbitps', '1080p H.264 is often 2–6 Mbps; H.265 about half.'),
    hoursPerDay: number({ label: 'Recording hours a day', default: 24, min: 0, max: 24, suffix: 'h' }),
    days: integer({ label: 'Days to keep footage', default: 30, min: 1, max: 3650 }),
    motion: percent({
      label: 'Share of time recorded',
      default: 100,
      min: 0,
      max: 100,
      help: '100% for continuous recording; with motion-only recording, the share of time with motion.',
    }),
  },
  compute: ({ cameras, bitrate, hoursPerDay, days, motion }) => {
    const perCameraDay = bytesAtRate(bitrate, hoursPerDay * SECONDS_PER_HOUR) * (motion / 100);
    const perDay = perCameraDay * cameras;
    const total = perDay * days;
    return { total, totalBinary: total, perDay, perCameraDay, networkLoad: bitrate * cameras };
  },
  outputs: {
    total: dataSizeOutput('Storage needed', 'tb', true, 'Decimal units, as drives are sold: 1 TB = 1,000 GB.'),
    totalBinary: dataSizeOutput(
      'Storage in binary units',
      'tib',
      false,
      'As a recorder or Windows shows it: 1 TiB = 1,024 GiB.',
    ),
    perDay: dataSizeOutput('Footage a day, all cameras', 'gb'),
    perCameraDay: dataSizeOutput('Footage a day, one camera', 'gb'),
    networkLoad: bitrateOutput('Network load with every camera streaming', 'mbitps'),
  },
});
