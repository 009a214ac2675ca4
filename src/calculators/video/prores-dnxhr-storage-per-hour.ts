import { defineCalculator, select } from '../../engine/index.ts';
import { bytesAtRate, SECONDS_PER_HOUR } from '../shared/video/data-rates.ts';
import { bitrateOutput, dataSizeOutput, runningTimeField } from '../shared/presets/video-data-fields.ts';
import { rasterFields } from '../shared/presets/video-raster-fields.ts';
import { EDITING_CODEC_CHOICES, editingCodecRate, editingCodecRates } from '../shared/video/storage-formats-editing.ts';

export default defineCalculator({
  inputs: {
    codec: select({ label: 'Codec', options: EDITING_CODEC_CHOICES, default: 'prores-standard' }),
    ...rasterFields(3840, 2160, 25),
    footage: runningTimeField('Hours of footage', 1, 'h'),
  },
  compute: ({ codec, width, height, framesPerSecond, footage }) => {
    const rate = editingCodecRate(codec, width, height, framesPerSecond);
    return {
      total: bytesAtRate(rate, footage),
      perHour: bytesAtRate(rate, SECONDS_PER_HOUR),
      rate,
      byteRate: rate,
    };
  },
  outputs: {
    total: dataSizeOutput('Storage for the footage', 'gb', true, 'Decimal units: 1 GB = 1,000,000,000 bytes.'),
    perHour: dataSizeOutput('Storage per hour', 'gb'),
    rate: bitrateOutput('Data rate', 'mbitps'),
    byteRate: bitrateOutput('Data rate in bytes (drive speed needed)', 'mbyteps'),
  },
  datedTables: [editingCodecRates],
});
