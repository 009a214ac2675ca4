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
  examples: [
    {
      inputs: { codec: 'prores-hq', width: 1920, height: 1080, framesPerSecond: 29.97, footage: 1 },
      expect: { rate: { value: 220, unit: 'mbitps' }, perHour: { value: 99, unit: 'gb' } },
      tolerance: 1e6,
      source:
        'Apple ProRes White Paper (April 2022), Target Data Rates, 1920×1080 at 29.97 fps: ProRes 422 HQ 220 Mb/s, 99 GB/hr',
    },
    {
      inputs: { codec: 'prores-proxy', width: 1920, height: 1080, framesPerSecond: 29.97, footage: 2 },
      expect: { rate: { value: 45, unit: 'mbitps' }, total: { value: 40.5, unit: 'gb' } },
      tolerance: 1e6,
      source:
        'Apple ProRes White Paper (April 2022), Target Data Rates, 1920×1080 at 29.97 fps: ProRes 422 Proxy 45 Mb/s, so 45 Mbit/s × 7,200 s ÷ 8 = 40.5 GB for two hours',
    },
    {
      inputs: { codec: 'dnxhr-hq', width: 3840, height: 2160, framesPerSecond: 29.97, footage: 1 },
      expect: { byteRate: { value: 104.08, unit: 'mibyteps' } },
      tolerance: 1e5,
      source:
        'Root6 Technology, "DNxHR format support", table of Avid DNxHR frame sizes: UHD DNxHR HQ, 3,641,344 bytes per frame, 104.08 MB/s (binary) at 29.97 fps',
    },
    {
      inputs: { codec: 'dnxhr-lb', width: 3840, height: 2160, framesPerSecond: 25, footage: 1 },
      expect: { byteRate: { value: 17.87, unit: 'mibyteps' } },
      tolerance: 1e5,
      source:
        'Root6 Technology, "DNxHR format support", table of Avid DNxHR frame sizes: UHD DNxHR LB, 749,568 bytes per frame, 17.87 MB/s (binary) at 25 fps',
    },
  ],
});
