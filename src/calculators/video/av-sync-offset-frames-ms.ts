import { asShown, defineCalculator, number, out, radio } from '../../engine/index.ts';

/** Milliseconds are shown to a tenth, and the verdicts judge the figure as shown. */
const MS_SHOWN = { decimals: 1 } as const;

/**
 * ITU-R BT.1359-1 (1998): viewers detect sound more than 45 ms early or 125 ms late, and find it
 * unacceptable beyond 90 ms early or 185 ms late. Positive offsets are sound ahead of the picture.
 */
function bt1359(offsetMs: number): string {
  const shown = asShown(offsetMs, MS_SHOWN);
  if (shown <= 45 && shown >= -125) return 'Not detectable (within +45 ms / −125 ms)';
  if (shown <= 90 && shown >= -185) return 'Detectable but acceptable (within +90 ms / −185 ms)';
  return 'Unacceptable (beyond +90 ms / −185 ms)';
}

/** EBU Recommendation R37 (2007): broadcast chains end-to-end within +40 ms / −60 ms. */
const ebuR37 = (offsetMs: number) => {
  const shown = asShown(offsetMs, MS_SHOWN);
  return shown <= 40 && shown >= -60 ? 'Within +40 ms / −60 ms' : 'Outside +40 ms / −60 ms';
};

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Convert',
      options: [
        { value: 'toFrames', label: 'Milliseconds → frames' },
        { value: 'toMs', label: 'Frames → milliseconds' },
      ],
      default: 'toFrames',
    }),
    fps: number({ label: 'Frame rate', default: 25, min: 1, max: 1000, suffix: 'fps' }),
    offsetMs: number({
      label: 'Offset (+ sound early, − sound late)',
      default: 80,
      min: -100_000,
      max: 100_000,
      suffix: 'ms',
    }),
    offsetFrames: number({
      label: 'Offset in frames (+ sound early, − sound late)',
      default: 2,
      min: -100_000,
      max: 100_000,
      suffix: 'frames',
    }),
    sampleRate: number({
      label: 'Audio sample rate',
      unitFamily: 'frequency',
      unit: 'khz',
      units: ['hz', 'khz'],
      default: 48,
      min: 8,
      max: 384,
    }),
  },
  outputs: {
    frames: out.number({ label: 'Offset in frames', primary: true, digits: 4, suffix: 'frames' }),
    ms: out.number({ label: 'Offset in milliseconds', primary: true, ...MS_SHOWN, suffix: 'ms' }),
    samples: out.number({ label: 'Offset in audio samples', decimals: 0, suffix: 'samples' }),
    itu: out.text({ label: 'ITU-R BT.1359 (viewers)' }),
    ebu: out.text({ label: 'EBU R37 (broadcast chain)' }),
  },
  compute: ({ mode, fps, offsetMs, offsetFrames, sampleRate }) => {
    const ms = mode === 'toFrames' ? offsetMs : (offsetFrames / fps) * 1000;
    return {
      frames: (ms / 1000) * fps,
      ms,
      samples: (ms / 1000) * sampleRate,
      itu: bt1359(ms),
      ebu: ebuR37(ms),
    };
  },
});
