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
  examples: [
    {
      inputs: { cameras: 4, bitrate: 4, hoursPerDay: 24, days: 30, motion: 100 },
      expect: { perCameraDay: { value: 43.2, unit: 'gb' }, total: { value: 5184, unit: 'gb' } },
      source:
        'CalculatorLib, "Video Recording Storage Calculator", worked example: 4 cameras at 4 Mbps, 24 h a day for 30 days: 43.2 GB per camera a day, 5,184 GB ≈ 5.18 TB in total',
    },
    {
      inputs: { cameras: 8, bitrate: 4, hoursPerDay: 24, days: 30, motion: 100 },
      expect: { perDay: { value: 345.6, unit: 'gb' }, total: { value: 10.368, unit: 'tb' } },
      source:
        'CalculatorShelf, "CCTV Storage Calculator", example: 8 cameras at 4 Mbps, 24 hours a day for 30 days need about 10.4 TB, about 346 GB a day',
    },
    {
      inputs: { cameras: 10, bitrate: { value: 2048, unit: 'kbitps' }, hoursPerDay: 24, days: 30, motion: 100 },
      expect: { total: { value: 6635.52, unit: 'gb' } },
      source:
        'CCTV calculation (PDFCoffee), storage formula example 02: 10 cameras at 2048 kbps for 30 days = (2,048,000 ÷ 8) × 3600 × 24 × 10 × 30 ÷ 10^9 = 6,635 GB',
    },
  ],
});
