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
});
