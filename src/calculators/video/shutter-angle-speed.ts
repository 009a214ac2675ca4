import { defineCalculator, fraction, number, out, radio } from '../../engine/index.ts';

const FULL_TURN = 360;

/** Seconds the shutter is open, from the angle or from the typed shutter speed. */
const exposureOf = (mode: string, fps: number, angle: number, shutter: { numerator: number; denominator: number }) =>
  mode === 'toSpeed' ? angle / FULL_TURN / fps : shutter.numerator / shutter.denominator;

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Convert',
      options: [
        { value: 'toSpeed', label: 'Angle → shutter speed' },
        { value: 'toAngle', label: 'Shutter speed → angle' },
      ],
      default: 'toSpeed',
    }),
    fps: number({ label: 'Frame rate', default: 24, min: 1, max: 10_000, suffix: 'fps' }),
    angle: number({
      label: 'Shutter angle',
      default: 180,
      min: 0,
      minInclusive: false,
      max: FULL_TURN,
      suffix: '°',
      messages: { max: 'A rotary shutter opens at most a full turn, 360°.' },
    }),
    shutter: fraction({ label: 'Shutter speed (seconds)', default: '1/50', help: 'Like 1/50, 1/48 or 0.02.' }),
  },
  outputs: {
    denominator: out.number({
      label: 'Shutter speed, 1/x s: x =',
      primary: true,
      digits: 5,
      help: 'The shutter speed is 1 second divided by this number: 48 means 1/48 s.',
    }),
    angleOut: out.number({ label: 'Shutter angle', primary: true, digits: 5, suffix: '°' }),
    exposure: out.number({
      label: 'Exposure per frame',
      unitFamily: 'time',
      unit: 'ms',
      units: ['s', 'ms'],
      digits: 5,
    }),
    openShare: out.percent({ label: 'Share of each frame the shutter is open', decimals: 1 }),
  },
  validate: ({ mode, fps, shutter }) => {
    if (mode !== 'toAngle') return [];
    const seconds = shutter.numerator / shutter.denominator;
    if (!(seconds > 0)) return [{ field: 'shutter', message: 'Enter a shutter speed above 0, like 1/50.' }];
    return seconds * fps > 1
      ? [
          {
            field: 'shutter',
            message: 'The shutter cannot stay open longer than one frame (1/frame rate, a 360° angle).',
          },
        ]
      : [];
  },
  compute: ({ mode, fps, angle, shutter }) => {
    const exposure = exposureOf(mode, fps, angle, shutter);
    const openShare = exposure * fps;
    return { denominator: 1 / exposure, angleOut: openShare * FULL_TURN, exposure, openShare: openShare * 100 };
  },
});
