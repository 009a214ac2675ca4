import { asShown, defineCalculator, integer, number, out, radio } from '../../engine/index.ts';

/** Twitch requires and YouTube Live recommends a keyframe every 2 seconds. */
const LIVE_INTERVAL = 2;
const INTERVAL_SHOWN = { digits: 4 } as const;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Convert',
      options: [
        { value: 'toFrames', label: 'Seconds → GOP in frames' },
        { value: 'toSeconds', label: 'GOP in frames → seconds' },
      ],
      default: 'toFrames',
    }),
    fps: number({ label: 'Frame rate', default: 30, min: 1, max: 1000, suffix: 'fps' }),
    seconds: number({
      label: 'Keyframe interval',
      unitFamily: 'time',
      unit: 's',
      units: ['ms', 's'],
      default: 2,
      min: 0,
      minInclusive: false,
      max: 3600,
    }),
    frames: integer({ label: 'GOP length (keyint)', default: 250, min: 1, max: 1_000_000, suffix: 'frames' }),
  },
  outputs: {
    gop: out.integer({ label: 'GOP length (keyframe every)', primary: true, suffix: 'frames' }),
    interval: out.number({
      label: 'Keyframe interval',
      primary: true,
      unitFamily: 'time',
      unit: 's',
      units: ['ms', 's'],
      ...INTERVAL_SHOWN,
    }),
    perMinute: out.number({ label: 'Keyframes per minute', digits: 4, suffix: 'keyframes' }),
    live: out.text({ label: 'For live streaming (Twitch, YouTube Live)' }),
  },
  validate: ({ mode, fps, seconds }) =>
    mode === 'toFrames' && Math.round(seconds * fps) < 1
      ? [{ field: 'seconds', message: 'That interval is shorter than one frame: make it at least 1 / frame rate.' }]
      : [],
  compute: ({ mode, fps, seconds, frames }) => {
    // A GOP is a whole number of frames, so a time is rounded to the nearest frame.
    const gop = mode === 'toFrames' ? Math.round(seconds * fps) : frames;
    const interval = gop / fps;
    return {
      gop,
      interval,
      perMinute: 60 / interval,
      live:
        asShown(interval, INTERVAL_SHOWN) === LIVE_INTERVAL
          ? 'Matches the 2-second interval live platforms ask for'
          : 'Live platforms ask for a keyframe every 2 seconds',
    };
  },
});
