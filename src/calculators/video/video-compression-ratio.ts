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
});
