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
  examples: [
    {
      inputs: {
        format: 'pcm',
        duration: { value: 1, unit: 'min' },
        sampleRate: 44.1,
        bits: 16,
        channels: 2,
        wavHeader: false,
      },
      expect: { size: 10_584_000, perMinute: { value: 10.09, unit: 'mib' }, rate: 1_411_200 },
      tolerance: 5000,
      source:
        'IEC 60908 (Red Book) CD audio, 44.1 kHz, 16-bit stereo = 1,411.2 kbit/s; Herong Yang, "WAV – Audio WaveForm Format": 1 minute = 2 × 60 × 44,100 × 2 bytes = 10,584,000 bytes (÷ 1,048,576 = 10.09 MiB)',
    },
    {
      inputs: {
        format: 'pcm',
        duration: { value: 1, unit: 'h' },
        sampleRate: 44.1,
        bits: 16,
        channels: 2,
        wavHeader: true,
      },
      expect: { size: 635_040_044 },
      source:
        'Brookshear, "Computer Science: An Overview", §1.4 exercise 10: one hour of 16-bit stereo at 44,100 samples per second needs 635,040,000 bytes; plus the 44-byte canonical WAVE header (RIFF 12 + fmt 24 + data 8 bytes, Microsoft RIFF specification)',
    },
    {
      inputs: { format: 'compressed', duration: { value: 1, unit: 'h' }, bitrate: 128 },
      expect: { size: { value: 57.6, unit: 'mb' }, perMinute: { value: 960, unit: 'kb' } },
      source:
        'Audio Mountain, "Audio File Size Calculations": 128 kbps = 16,000 bytes per second = 960 KB per minute = 57.6 MB per hour',
    },
    {
      inputs: { format: 'compressed', bitrate: 128, space: { value: 57.6, unit: 'mb' } },
      expect: { fitTime: 3600 },
      source:
        'Audio Mountain, "Audio File Size Calculations", read in reverse: at 128 kbps an hour takes 57.6 MB, so 57.6 MB holds 1 h 0 min 0 s',
    },
  ],
});
