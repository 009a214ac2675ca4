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
});
