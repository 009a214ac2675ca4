import { defineCalculator } from '../../engine/index.ts';
import {
  bitsPerFrame,
  BITS_PER_BYTE,
  bytesAtRate,
  SECONDS_PER_HOUR,
  uncompressedRate,
} from '../shared/video/data-rates.ts';
import { bitrateOutput, dataSizeOutput } from '../shared/presets/video-data-fields.ts';
import { rasterFields, sampleFields } from '../shared/presets/video-raster-fields.ts';

export default defineCalculator({
  inputs: {
    ...rasterFields(),
    ...sampleFields(),
  },
  compute: ({ width, height, framesPerSecond, bitsPerSample, chroma }) => {
    const format = { width, height, framesPerSecond, bitsPerSample: Number(bitsPerSample), chroma };
    const rate = uncompressedRate(format);
    return {
      rate,
      byteRate: rate,
      perHour: bytesAtRate(rate, SECONDS_PER_HOUR),
      perFrame: bitsPerFrame(format) / BITS_PER_BYTE,
    };
  },
  outputs: {
    rate: bitrateOutput('Data rate', 'gbitps', true),
    byteRate: bitrateOutput('Data rate in bytes', 'mbyteps'),
    perHour: dataSizeOutput('Storage per hour', 'gb', false, 'Decimal: 1 GB = 1,000,000,000 bytes.'),
    perFrame: dataSizeOutput('One frame', 'mb'),
  },
  examples: [
    {
      inputs: { width: 1920, height: 1080, framesPerSecond: 24, bitsPerSample: '10', chroma: '4:2:2' },
      expect: { byteRate: { value: 124.416, unit: 'mbyteps' } },
      source:
        'AVS Forum, "Blu-ray 4K UHD" thread: Full HD 4:2:2 10-bit at 24 Hz = ((1920×1080×10) + (960×1080×20)) × 24 ÷ 8,000,000 = 124.42 MB/s',
    },
    {
      inputs: { width: 1920, height: 1080, framesPerSecond: 24, bitsPerSample: '8', chroma: '4:2:0' },
      expect: { byteRate: { value: 74.6496, unit: 'mbyteps' } },
      source:
        'AVS Forum, "Blu-ray 4K UHD" thread: Full HD 4:2:0 8-bit at 24 Hz = ((1920×1080×8) + (960×540×16)) × 24 ÷ 8,000,000 = 74.6 MB/s',
    },
    {
      inputs: { width: 3840, height: 2160, framesPerSecond: 60, bitsPerSample: '10', chroma: '4:4:4' },
      expect: { rate: { value: 14.93, unit: 'gbitps' } },
      tolerance: 5e6,
      source:
        'HD Video Data Rate Calculator (calculator.city), table of common uncompressed rates: 4K UHD 3840×2160, 60 fps, 10-bit, 4:4:4 ≈ 14.93 Gbps',
    },
  ],
});
