import { defineCalculator, lessThan, number, out, radio } from '../../engine/index.ts';

const timeField = (label: string, unit: 's' | 'min' | 'h', initial: number) =>
  number({
    label,
    unitFamily: 'time',
    unit,
    units: ['s', 'min', 'h', 'd'],
    default: initial,
    min: 0,
    minInclusive: false,
    max: 1e9,
  });

/** Interval mode finds the shooting interval for a clip length; clip mode the clip an interval gives. */
const photosOf = (mode: string, event: number, clip: number, interval: number, fps: number) =>
  mode === 'interval' ? clip * fps : event / interval;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Find',
      options: [
        { value: 'interval', label: 'Shooting interval' },
        { value: 'clip', label: 'Clip length' },
      ],
      default: 'interval',
    }),
    event: timeField('Real time to capture', 'h', 4),
    clip: timeField('Clip length wanted', 's', 12),
    interval: timeField('Interval between photos', 's', 10),
    fps: number({ label: 'Playback frame rate', default: 30, min: 1, max: 240, suffix: 'fps' }),
  },
  outputs: {
    intervalOut: out.number({
      label: 'Shooting interval',
      primary: true,
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'min', 'h'],
      digits: 5,
    }),
    clipOut: out.number({
      label: 'Clip length',
      primary: true,
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'min', 'h'],
    }),
    photos: out.number({ label: 'Photos (frames) to take', digits: 10, suffix: 'photos' }),
    speedUp: out.number({ label: 'Speed-up over real time', digits: 6, suffix: '×' }),
  },
  validate: ({ mode, event, clip, interval }) =>
    mode === 'interval'
      ? lessThan('clip', clip, event, 'A time-lapse clip must be shorter than the real time it shows.')
      : lessThan(
          'interval',
          interval,
          event,
          'The interval must be shorter than the real time, or no second photo is taken.',
        ),
  compute: ({ mode, event, clip, interval, fps }) => {
    const photos = photosOf(mode, event, clip, interval, fps);
    const intervalOut = event / photos;
    return { intervalOut, clipOut: photos / fps, photos, speedUp: intervalOut * fps };
  },
  examples: [
    {
      inputs: { mode: 'interval', event: 4, clip: 12, fps: 30 },
      expect: { photos: 360, intervalOut: 40, speedUp: 1200 },
      source:
        '3exposure, "How Many Shots Do You Need for a Time-lapse?": the sun crossing the frame in 4 hours (14,400 s), a 12-second shot at 30 fps needs 360 frames, one every 40 seconds',
    },
    {
      inputs: { mode: 'clip', event: 1, interval: 10, fps: 25 },
      expect: { photos: 360, clipOut: 14.4 },
      source:
        'K. Stuart, "Basic Time Lapse" (2023): one frame every 10 seconds over 1 hour gives 360 frames, a 14 2/5-second film at 25 fps',
    },
    {
      inputs: { mode: 'clip', event: 1, interval: 5, fps: 24 },
      expect: { photos: 720, clipOut: 30, speedUp: 120 },
      source:
        'GoingCalculator, "Time Lapse Calculator (hours)", FAQ: for 1 hour at a 5 s interval, (60 × 60) / 5 = 720 photos; 720 frames at 24 fps play for 30 s',
    },
  ],
});
