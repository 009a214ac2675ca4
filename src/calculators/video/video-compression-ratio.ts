import { defineCalculator, out, radio } from '../../engine/index.ts';
import { rateForBytes, uncompressedRate } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeField, runningTimeField } from '../shared/presets/video-data-fields.ts';
import { rasterFields, sampleFields } from '../shared/presets/video-raster-fields.ts';

export default defineCalculator({
  inputs: {
    known: radio({
      label: 'I know the encoded',
      options: [
        { value: 'bitrate', label: 'Bitrate' },
        { value: 'size', label: 'File size and duration' },
      ],
      default: 'bitrate',
    }),
    bitrate: bitrateField('Encoded video bitrate', 8, 'mbitps'),
    size: dataSizeField('Encoded file size (video only)', 600, 'mb'),
    duration: runningTimeField('Duration', 10, 'min'),
    ...rasterFields(),
    ...sampleFields('8', '4:2:0'),
  },
  validate: ({ known, bitrate }) =>
    known === 'bitrate' && bitrate <= 0
      ? [{ field: 'bitrate', message: 'Enter a bitrate above zero to compare with.' }]
      : [],
  compute: ({ known, bitrate, size, duration, width, height, framesPerSecond, bitsPerSample, chroma }) => {
    const encoded = known === 'size' ? rateForBytes(size, duration) : bitrate;
    const uncompressed = uncompressedRate({
      width,
      height,
      framesPerSecond,
      chroma,
      bitsPerSample: Number(bitsPerSample),
    });
    return {
      ratio: uncompressed / encoded,
      saving: (1 - encoded / uncompressed) * 100,
      uncompressed,
      encoded,
    };
  },
  outputs: {
    ratio: out.number({ label: 'Compression ratio', primary: true, digits: 4, suffix: ': 1' }),
    saving: out.percent({ label: 'Data saved', decimals: 2 }),
    uncompressed: bitrateOutput('Uncompressed data rate', 'mbitps'),
    encoded: bitrateOutput('Encoded data rate', 'mbitps'),
  },
  examples: [
    {
      inputs: {
        known: 'bitrate',
        bitrate: 25,
        width: 1920,
        height: 1080,
        framesPerSecond: 24,
        bitsPerSample: '8',
        chroma: '4:2:0',
      },
      expect: { ratio: 23.89 },
      tolerance: 0.05,
      source:
        'AVS Forum, "Blu-ray 4K UHD" thread: uncompressed Full HD 8-bit 4:2:0 at 24 Hz is 74.6 MB/s; an H.264 Blu-ray video track averages 25 Mbit/s (3.13 MB/s), a factor of 74.6 ÷ 3.13 ≈ 23.85',
    },
    {
      inputs: {
        known: 'bitrate',
        bitrate: 149.9136,
        width: 3840,
        height: 2160,
        framesPerSecond: 25,
        bitsPerSample: '8',
        chroma: '4:2:2',
      },
      expect: { ratio: 22 },
      tolerance: 0.2,
      source:
        'Root6 Technology, "DNxHR format support": DNxHR LB (8-bit 4:2:2) compresses 22:1; its UHD frame is 749,568 bytes, 149.9 Mbit/s at 25 fps',
    },
    {
      inputs: {
        known: 'size',
        size: { value: 3641344, unit: 'byte' },
        duration: { value: 1, unit: 's' },
        width: 3840,
        height: 2160,
        framesPerSecond: 1,
        bitsPerSample: '8',
        chroma: '4:2:2',
      },
      expect: { ratio: 4.5 },
      tolerance: 0.06,
      source:
        'Root6 Technology, "DNxHR format support": DNxHR HQ (8-bit 4:2:2) compresses 4.5:1, a UHD frame of 3,641,344 bytes',
    },
  ],
});
