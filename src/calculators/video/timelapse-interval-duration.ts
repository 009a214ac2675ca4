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
});
