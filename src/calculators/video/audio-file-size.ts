import { defineCalculator, integer, out, radio, toggle } from '../../engine/index.ts';
import { bytesAtRate, secondsForBytes } from '../shared/video/data-rates.ts';
import {
  bitrateField,
  bitrateOutput,
  dataSizeField,
  dataSizeOutput,
  fileSizeOutputs,
  runningTimeField,
} from '../shared/presets/video-data-fields.ts';
import { sampleRateField } from '../shared/presets/sample-rate.ts';
import { pcmBitrate, WAV_HEADER_BYTES } from '../shared/sound/pcm.ts';

const SECONDS_PER_MINUTE = 60;

export default defineCalculator({
  inputs: {
    format: radio({
      label: 'Format',
      options: [
        { value: 'pcm', label: 'Uncompressed (WAV, AIFF)' },
        { value: 'compressed', label: 'Compressed (MP3, AAC, Opus)' },
      ],
      default: 'pcm',
    }),
    duration: runningTimeField('Duration', 3, 'min'),
    sampleRate: sampleRateField('Sample rate (uncompressed)', 44.1),
    bits: integer({ label: 'Bit depth (uncompressed)', default: 16, min: 1, max: 64, suffix: 'bits' }),
    channels: integer({ label: 'Channels (uncompressed)', default: 2, min: 1, max: 128, help: '1 mono, 2 stereo.' }),
    wavHeader: toggle({ label: 'Add the 44-byte WAV header', default: false }),
    bitrate: bitrateField('Bitrate (compressed)', 128, 'kbitps', 'All channels together, as the encoder shows it.'),
    space: dataSizeField('Space for the reverse: card, drive or limit', 1, 'gb'),
  },
  validate: ({ format, bitrate }) =>
    format === 'compressed' && bitrate <= 0
      ? [{ field: 'bitrate', message: 'Enter a bitrate above zero: a compressed file still carries data.' }]
      : [],
  compute: ({ format, duration, sampleRate, bits, channels, wavHeader, bitrate, space }) => {
    const pcm = format === 'pcm';
    const rate = pcm ? pcmBitrate(sampleRate, bits, channels) : bitrate;
    const header = pcm && wavHeader ? WAV_HEADER_BYTES : 0;
    const size = bytesAtRate(rate, duration) + header;
    return {
      size,
      sizeBinary: size,
      perMinute: bytesAtRate(rate, SECONDS_PER_MINUTE),
      rate,
      fitTime: secondsForBytes(Math.max(0, space - header), rate),
    };
  },
  outputs: {
    ...fileSizeOutputs(),
    perMinute: dataSizeOutput('Size of one minute', 'mb'),
    rate: bitrateOutput('Data rate', 'kbitps'),
    fitTime: out.duration({ label: 'Recording time that fits in the space', smallest: 'second' }),
  },
});
