import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { sampleRateField } from '../shared/presets/sample-rate.ts';
import { COMMON_BUFFER_SIZES, roundTripSeconds, samplesToSeconds } from '../shared/sound/buffer-latency.ts';

const MILLISECONDS = { unitFamily: 'time', unit: 'ms', units: ['ms', 's'], digits: 4 } as const;
const MS_PER_SECOND = 1000;

export default defineCalculator({
  inputs: {
    buffer: integer({
      label: 'Buffer size',
      default: 256,
      min: 1,
      max: 65_536,
      suffix: 'samples',
      help: 'As set in your DAW or audio interface driver.',
    }),
    sampleRate: sampleRateField('Sample rate', 48),
    extraSamples: integer({
      label: 'Converter and safety-offset latency',
      default: 0,
      min: 0,
      max: 100_000,
      suffix: 'samples',
      help: 'Optional: the extra samples your interface reports for its converters and safety offsets.',
    }),
    extraTime: number({
      label: 'Other driver latency',
      default: 0,
      unitFamily: 'time',
      unit: 'ms',
      units: ['ms', 's'],
      min: 0,
      max: 1000,
      help: 'Optional: a figure in milliseconds, e.g. about 0.5 ms for each converter.',
    }),
  },
  compute: ({ buffer, sampleRate, extraSamples, extraTime }) => {
    const roundTrip = roundTripSeconds(buffer, sampleRate, extraSamples, extraTime);
    return {
      oneWay: samplesToSeconds(buffer, sampleRate),
      roundTrip,
      roundTripSamples: roundTrip * sampleRate,
      sizes: COMMON_BUFFER_SIZES.map((size) => ({
        buffer: size,
        oneWay: samplesToSeconds(size, sampleRate) * MS_PER_SECOND,
        roundTrip: roundTripSeconds(size, sampleRate, extraSamples, extraTime) * MS_PER_SECOND,
      })),
    };
  },
  outputs: {
    oneWay: out.number({ label: 'Latency of one buffer (one way)', primary: true, ...MILLISECONDS }),
    roundTrip: out.number({ label: 'Round trip (input + output buffers + extras)', ...MILLISECONDS }),
    roundTripSamples: out.number({ label: 'Round trip in samples', decimals: 0, suffix: 'samples' }),
    sizes: out.table({
      label: 'Common buffer sizes at this sample rate',
      previewRows: 7,
      columns: [
        { key: 'buffer', label: 'Buffer (samples)', kind: 'integer' },
        { key: 'oneWay', label: 'One way (ms)', kind: 'number' },
        { key: 'roundTrip', label: 'Round trip (ms)', kind: 'number' },
      ],
    }),
  },
  examples: [
    {
      inputs: { buffer: 256, sampleRate: 48, extraSamples: 0, extraTime: 0 },
      expect: { oneWay: { value: 5.33, unit: 'ms' } },
      tolerance: 0.00001,
      source:
        'GoodTool, "Audio Buffer Latency Calculator": a 256-sample buffer at 48 kHz creates 5.33 ms latency (256 ÷ 48,000 × 1,000)',
    },
    {
      inputs: { buffer: 32, sampleRate: 44.1, extraSamples: 0, extraTime: 0 },
      expect: { oneWay: { value: 0.73, unit: 'ms' }, roundTrip: { value: 1.45, unit: 'ms' } },
      tolerance: 0.00001,
      source:
        'Lynx Studio Technology, "Minimizing latency with macOS": a 32-sample buffer at 44.1 kHz is at least 0.73 ms for the output buffer and 0.73 ms for the input buffer',
    },
    {
      inputs: { buffer: 1024, sampleRate: 44.1, extraSamples: 0, extraTime: 0 },
      expect: { oneWay: { value: 23.2, unit: 'ms' } },
      tolerance: 0.0001,
      source:
        'Sweetwater, "Buffers and Latency" (inSync): at 44.1 kHz, 1,024 samples = 23.2 ms delay (and Samplitude Music Studio 15 manual, "Latency": 1,024 samples correspond to 23 ms at 44.1 kHz)',
    },
    {
      inputs: { buffer: 256, sampleRate: 48, extraSamples: 0, extraTime: { value: 1, unit: 'ms' } },
      expect: { roundTrip: { value: 11.67, unit: 'ms' } },
      tolerance: 0.00001,
      source:
        'Novation, "Latency Explained": an analogue-to-digital converter takes typically 0.5 ms and the digital-to-analogue converter as much again; with 256-sample input and output buffers at 48 kHz: 2 × 5.333 + 0.5 + 0.5 = 11.67 ms (arithmetic from the article\'s figures)',
    },
  ],
});
