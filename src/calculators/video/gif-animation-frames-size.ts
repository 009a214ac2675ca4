import { defineCalculator, integer, number, out } from '../../engine/index.ts';

/** GIF89a stores each frame's delay in hundredths of a second. */
const CENTISECONDS = 100;
/** Chromium, Firefox and Safari show a delay of 0 or 1 hundredth as 10 hundredths. */
const BROWSER_MINIMUM = 2;
const BROWSER_FALLBACK = 10;

const side = (label: string, initial: number) =>
  integer({ label, default: initial, min: 1, max: 65_535, suffix: 'px' });

export default defineCalculator({
  inputs: {
    width: side('Width', 480),
    height: side('Height', 270),
    duration: number({
      label: 'Length of the animation',
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'min'],
      default: 3,
      min: 0,
      minInclusive: false,
      max: 3600,
    }),
    fps: number({ label: 'Frame rate wanted', default: 15, min: 0.1, max: 100, suffix: 'fps' }),
  },
  outputs: {
    frames: out.integer({ label: 'Frames', primary: true, suffix: 'frames' }),
    delay: out.integer({ label: 'Delay per frame (GIF stores hundredths of a second)', suffix: 'hundredths' }),
    actualFps: out.number({ label: 'Frame rate a browser plays', digits: 4, suffix: 'fps' }),
    playTime: out.number({
      label: 'Playing time in a browser',
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'min'],
      digits: 4,
    }),
    frameBytes: out.number({
      label: 'One frame before compression (8 bits per pixel)',
      unitFamily: 'data',
      unit: 'kb',
      units: ['byte', 'kb', 'mb', 'kib', 'mib'],
      digits: 6,
    }),
    rawBytes: out.number({
      label: 'All frames before compression',
      primary: true,
      unitFamily: 'data',
      unit: 'mb',
      units: ['kb', 'mb', 'gb', 'kib', 'mib'],
      digits: 6,
    }),
  },
  compute: ({ width, height, duration, fps }) => {
    const frames = Math.max(1, Math.round(duration * fps));
    const delay = Math.max(1, Math.round(CENTISECONDS / fps));
    const shownDelay = delay < BROWSER_MINIMUM ? BROWSER_FALLBACK : delay;
    const frameBytes = width * height;
    return {
      frames,
      delay,
      actualFps: CENTISECONDS / shownDelay,
      playTime: (frames * shownDelay) / CENTISECONDS,
      frameBytes,
      rawBytes: frameBytes * frames,
    };
  },
});
