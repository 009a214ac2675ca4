import { defineCalculator, integer, number, out, radio } from '../../engine/index.ts';
import { dbFromAmplitudeRatio, dbFromPowerRatio } from '../shared/sound/decibels.ts';

/** Sensitivity is measured 1 m in front of the speaker, so distances are taken relative to 1 m. */
const REFERENCE_METRES = 1;

const SPL = { decimals: 1, suffix: 'dB SPL' } as const;

export default defineCalculator({
  inputs: {
    sensitivity: number({
      label: 'Sensitivity (1 W at 1 m)',
      default: 88,
      min: 50,
      max: 130,
      suffix: 'dB',
      help: 'From the data sheet; a figure at 2.83 V is the same as 1 W for an 8 Ω speaker.',
    }),
    power: number({
      label: 'Amplifier power per speaker',
      unitFamily: 'power',
      unit: 'w',
      units: ['mW', 'w', 'kw'],
      default: 100,
      min: 0,
      minInclusive: false,
      max: 1_000_000,
      messages: { min: 'Enter a power above 0 W: with no power there is no sound to measure.' },
    }),
    distance: number({
      label: 'Listening distance',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'yd'],
      default: 4,
      min: 0.1,
      max: 10_000,
    }),
    speakers: integer({ label: 'Speakers playing together', default: 1, min: 1, max: 1000 }),
    summing: radio({
      label: 'Speakers add up as',
      options: [
        { value: 'power', label: 'Spread out: +3 dB per doubling' },
        { value: 'coherent', label: 'Side by side, in phase (bass): +6 dB per doubling' },
      ],
      default: 'power',
    }),
  },
  compute: ({ sensitivity, power, distance, speakers, summing }) => {
    const powerGain = dbFromPowerRatio(power);
    const distanceLoss = dbFromAmplitudeRatio(distance / REFERENCE_METRES);
    const speakerGain = summing === 'coherent' ? dbFromAmplitudeRatio(speakers) : dbFromPowerRatio(speakers);
    const atOneMetre = sensitivity + powerGain + speakerGain;
    return { spl: atOneMetre - distanceLoss, atOneMetre, powerGain, distanceLoss, speakerGain };
  },
  outputs: {
    spl: out.number({ label: 'Sound level at the listener', primary: true, ...SPL }),
    atOneMetre: out.number({ label: 'Sound level at 1 m', ...SPL }),
    powerGain: out.number({ label: 'Gain from power (10 log P)', decimals: 1, suffix: 'dB' }),
    distanceLoss: out.number({ label: 'Loss over distance (20 log d)', decimals: 1, suffix: 'dB' }),
    speakerGain: out.number({ label: 'Gain from several speakers', decimals: 1, suffix: 'dB' }),
  },
});
