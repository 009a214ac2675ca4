import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { footageFields, passesField, timeOutput } from '../shared/presets/render-job-fields.ts';
import { encodeSeconds, framesIn } from '../shared/video/render-time.ts';

const aboveZero = { min: 0, minInclusive: false, max: 100_000 } as const;

export default defineCalculator({
  inputs: {
    ...footageFields(600, 30),
    speed: radio({
      label: 'Encoder speed given as',
      options: [
        { value: 'fps', label: 'Frames per second' },
        { value: 'multiple', label: 'Speed (× real time)' },
      ],
      default: 'fps',
    }),
    encodeFps: number({
      label: 'Encoding speed',
      default: 60,
      ...aboveZero,
      suffix: 'fps',
      help: 'The fps your encoder shows with your preset (HandBrake, FFmpeg); slower presets give fewer.',
      messages: { min: 'Enter a speed above zero.' },
    }),
    speedMultiple: number({
      label: 'Speed (for "× real time")',
      default: 2,
      ...aboveZero,
      suffix: '× real time',
      help: 'FFmpeg shows it as speed=2x: two seconds of video encoded each second.',
      messages: { min: 'Enter a speed above zero.' },
    }),
    passes: passesField('2 for two-pass encoding; the first pass is often faster, so this is the upper end.'),
  },
  compute: ({ length, framesPerSecond, speed, encodeFps, speedMultiple, passes }) => {
    const encodingFps = speed === 'multiple' ? speedMultiple * framesPerSecond : encodeFps;
    const time = encodeSeconds(length, framesPerSecond, encodingFps, passes);
    return {
      encodeTime: time,
      frames: framesIn(length, framesPerSecond),
      realtimeFactor: time / length,
    };
  },
  outputs: {
    encodeTime: timeOutput('Encoding time', true),
    frames: out.integer({ label: 'Frames to encode', suffix: 'frames' }),
    realtimeFactor: out.number({
      label: 'Encoding time per second of video',
      suffix: 's',
      help: 'Below 1, the export is faster than real time.',
    }),
  },
});
