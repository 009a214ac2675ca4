import { asShown, defineCalculator, number, out, select } from '../../engine/index.ts';
import { loudnessTarget, loudnessTargets } from '../shared/sound/loudness-targets.ts';

/** Levels are shown to a tenth of a dB, and the peak check judges the figure as shown. */
const DB_SHOWN = { decimals: 1 } as const;

/** Judged on the two levels as shown, so the verdict agrees with the figures beside it. */
const peakCheck = (peakAfter: number, ceiling: number) =>
  asShown(peakAfter, DB_SHOWN) <= asShown(ceiling, DB_SHOWN)
    ? 'Fine: true peaks stay at or below the ceiling'
    : 'Over the ceiling: lower the peaks with a true-peak limiter first';

const level = (label: string, fallback: number, min: number, max: number, suffix: string) =>
  number({ label, default: fallback, min, max, suffix });

export default defineCalculator({
  inputs: {
    target: select({
      label: 'Target',
      options: [
        ...loudnessTargets.rows.map((row) => ({ value: row.key, label: row.label })),
        { value: 'own', label: 'My own target' },
      ],
      default: 'spotify',
    }),
    measured: level('Measured integrated loudness', -9, -70, 0, 'LUFS'),
    truePeak: level('Measured true peak', -0.3, -100, 20, 'dBTP'),
    ownTarget: level('Target loudness (for "My own")', -14, -70, 0, 'LUFS'),
    ownCeiling: level('True-peak ceiling (for "My own")', -1, -20, 0, 'dBTP'),
  },
  compute: ({ target, measured, truePeak, ownTarget, ownCeiling }) => {
    const chosen = loudnessTarget(target) ?? { lufs: ownTarget, truePeak: ownCeiling };
    const gain = chosen.lufs - measured;
    const peakAfter = truePeak + gain;
    const gainWithinCeiling = Math.min(gain, chosen.truePeak - truePeak);
    return {
      gain,
      peakAfter,
      check: peakCheck(peakAfter, chosen.truePeak),
      ceiling: chosen.truePeak,
      gainWithinCeiling,
      loudnessWithinCeiling: measured + gainWithinCeiling,
    };
  },
  outputs: {
    gain: out.number({ label: 'Gain to reach the target', primary: true, ...DB_SHOWN, suffix: 'dB' }),
    peakAfter: out.number({ label: 'True peak after that gain', ...DB_SHOWN, suffix: 'dBTP' }),
    check: out.text({ label: 'True-peak check' }),
    ceiling: out.number({ label: 'True-peak ceiling', ...DB_SHOWN, suffix: 'dBTP' }),
    gainWithinCeiling: out.number({
      label: 'Most gain that keeps peaks under the ceiling',
      ...DB_SHOWN,
      suffix: 'dB',
      help: 'What a platform that never limits (Spotify at Normal) applies to a quiet track.',
    }),
    loudnessWithinCeiling: out.number({ label: 'Loudness after that gain', ...DB_SHOWN, suffix: 'LUFS' }),
  },
  datedTables: [loudnessTargets],
  examples: [
    {
      inputs: { target: 'spotify', measured: -20, truePeak: -5 },
      expect: { gain: 6, gainWithinCeiling: 4, loudnessWithinCeiling: -16 },
      source:
        'Spotify for Artists, "Loudness normalization": "If a track loudness level is -20 dB LUFS, and its True Peak maximum is -5 dB FS, we only lift the track up to -16 dB LUFS" (1 dB headroom kept)',
    },
    {
      inputs: { target: 'ebu-r128', measured: -16, truePeak: -1 },
      expect: { gain: -7, peakAfter: -8, check: 'Fine: true peaks stay at or below the ceiling', ceiling: -1 },
      source:
        'EBU R 128 (2023): programme loudness −23 LUFS and maximum true peak −1 dBTP; a −16 LUFS mix needs −23 − (−16) = −7 dB, one LU being one dB (EBU Tech 3341)',
    },
    {
      inputs: { target: 'own', ownTarget: -24, ownCeiling: -2, measured: -30, truePeak: -3 },
      expect: { gain: 6, peakAfter: 3, check: 'Over the ceiling: lower the peaks with a true-peak limiter first' },
      source:
        'ATSC A/85:2013: target −24 LKFS with true peaks at or below −2 dBTP; raising −30 LKFS by 6 dB lifts a −3 dBTP peak to +3 dBTP, 5 dB over the ceiling',
    },
    {
      inputs: { target: 'spotify', measured: -15, truePeak: -2 },
      expect: { gain: 1, peakAfter: -1, check: 'Fine: true peaks stay at or below the ceiling' },
      source:
        'Spotify for Artists, "Loudness normalization": target −14 LUFS, keep below −1 dBTP; 1 dB of gain puts a −2 dBTP peak exactly on the −1 dBTP ceiling, which is allowed',
    },
  ],
});
