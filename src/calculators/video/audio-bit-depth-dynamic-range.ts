import { defineCalculator, integer, out } from '../../engine/index.ts';
import { bitrateOutput } from '../shared/presets/video-data-fields.ts';
import { sampleRateField } from '../shared/presets/sample-rate.ts';
import { dbFromAmplitudeRatio, dbFromPowerRatio } from '../shared/sound/decibels.ts';

/*
 * A full-scale sine has an RMS of 2^N·q / (2√2) and uniform quantisation noise an RMS of q/√12, so
 * the signal-to-noise ratio is 20 log 2^N + 10 log 1.5 = 6.02 N + 1.76 dB (Kester, Analog Devices
 * MT-001).
 */
const SINE_TO_NOISE_DB = dbFromPowerRatio(1.5);

export default defineCalculator({
  inputs: {
    bits: integer({ label: 'Bit depth', default: 16, min: 1, max: 32, suffix: 'bits' }),
    sampleRate: sampleRateField('Sample rate', 44.1),
    channels: integer({ label: 'Channels', default: 2, min: 1, max: 128 }),
  },
  compute: ({ bits, sampleRate, channels }) => {
    const levels = 2 ** bits;
    const stepsRangeDb = dbFromAmplitudeRatio(levels);
    return {
      snr: stepsRangeDb + SINE_TO_NOISE_DB,
      stepsRangeDb,
      levels,
      nyquist: sampleRate / 2,
      dataRate: sampleRate * bits * channels,
    };
  },
  outputs: {
    snr: out.number({ label: 'Dynamic range (full-scale sine to noise)', primary: true, decimals: 2, suffix: 'dB' }),
    stepsRangeDb: out.number({ label: 'Full scale over one step (6.02 × bits)', decimals: 2, suffix: 'dB' }),
    levels: out.integer({ label: 'Quantisation levels (2^bits)' }),
    nyquist: out.number({
      label: 'Highest frequency it can hold (Nyquist)',
      unitFamily: 'frequency',
      unit: 'khz',
      units: ['hz', 'khz'],
      digits: 5,
    }),
    dataRate: bitrateOutput('Uncompressed PCM data rate', 'kbitps'),
  },
});
