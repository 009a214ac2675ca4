import { defineCalculator, integer, number, out, toggle } from '../../engine/index.ts';

const SPEED_SHOWN = { digits: 6 } as const;

export default defineCalculator({
  inputs: {
    creditsHeight: integer({
      label: 'Height of the credits graphic',
      default: 9000,
      min: 1,
      max: 10_000_000,
      suffix: 'px',
    }),
    frameHeight: integer({ label: 'Frame height', default: 1080, min: 16, max: 100_000, suffix: 'px' }),
    offScreen: toggle({
      label: 'Start and end on an empty screen',
      help: 'Adds one frame height: the first line enters at the bottom and the last leaves at the top.',
      default: false,
    }),
    duration: number({
      label: 'Roll duration',
      unitFamily: 'time',
      unit: 's',
      units: ['ms', 's', 'min'],
      default: 125,
      min: 0,
      minInclusive: false,
      max: 100_000,
    }),
    fps: number({ label: 'Frame rate', default: 24, min: 1, max: 1000, suffix: 'fps' }),
  },
  outputs: {
    perFrame: out.number({ label: 'Scroll speed', primary: true, ...SPEED_SHOWN, suffix: 'px/frame' }),
    perSecond: out.number({ label: 'Scroll speed per second', digits: 6, suffix: 'px/s' }),
    smoothness: out.text({ label: 'Smoothness' }),
    wholeSpeed: out.integer({ label: 'Nearest whole speed', suffix: 'px/frame' }),
    wholeDuration: out.number({
      label: 'Duration at the whole speed',
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'min'],
      digits: 6,
    }),
    readingTime: out.number({
      label: 'Time each line is on screen',
      unitFamily: 'time',
      unit: 's',
      units: ['s'],
      digits: 3,
    }),
  },
  compute: ({ creditsHeight, frameHeight, offScreen, duration, fps }) => {
    const distance = creditsHeight + (offScreen ? frameHeight : 0);
    const frames = duration * fps;
    const perFrame = distance / frames;
    // Sub-pixel steps are drawn by shifting grey edge pixels, which shimmers; whole steps glide.
    const wholeSpeed = Math.max(1, Math.round(perFrame));
    return {
      perFrame,
      perSecond: perFrame * fps,
      smoothness: Number.isInteger(Number(perFrame.toPrecision(SPEED_SHOWN.digits)))
        ? 'Whole pixels per frame: smooth'
        : 'Fractions of a pixel per frame: may judder',
      wholeSpeed,
      wholeDuration: Math.ceil(distance / wholeSpeed) / fps,
      readingTime: frameHeight / (perFrame * fps),
    };
  },
});
