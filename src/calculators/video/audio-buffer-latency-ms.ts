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
});
