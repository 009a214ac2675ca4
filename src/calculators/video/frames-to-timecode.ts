import { defineCalculator, integer, out, radio, text } from '../../engine/index.ts';
import { frameRateInput } from '../shared/video/frame-rate-input.ts';
import {
  frameNumberText,
  frameRate,
  framesPerDay,
  framesPerSecond,
  readTimecode,
  skippedNumbers,
} from '../shared/video/timecode.ts';

/** Timecode is a 24-hour clock: a count of a day or more has no label. */
function tooLong(count: number, rateId: string) {
  const rate = frameRate(rateId);
  const day = framesPerDay(rate);
  if (count < day) return [];
  const last = frameNumberText(day - 1, rate);
  const message = `A timecode day at ${rate.label} holds ${day.toLocaleString('en-US')} frames, up to ${last}: enter fewer.`;
  return [{ field: 'frames', message }];
}

/** The frame count either typed or read from the timecode; validate has refused a bad entry. */
const frameCount = (direction: string, frames: number, timecode: string, rateId: string) => {
  if (direction === 'toTimecode') return frames;
  const reading = readTimecode(timecode, frameRate(rateId));
  return 'frames' in reading ? reading.frames : 0;
};

export default defineCalculator({
  inputs: {
    direction: radio({
      label: 'Convert',
      options: [
        { value: 'toTimecode', label: 'Frames → timecode' },
        { value: 'toFrames', label: 'Timecode → frames' },
      ],
      default: 'toTimecode',
    }),
    frames: integer({ label: 'Frame count', default: 10_000, min: 0, max: 5_184_000, suffix: 'frames' }),
    timecode: text({
      label: 'Timecode',
      help: 'HH:MM:SS:FF, like 00:06:56:16 (drop-frame: 00:06:56;16).',
      default: '00:06:56:16',
      maxLength: 14,
      inputMode: 'numeric',
    }),
    rate: frameRateInput('23.976'),
  },
  outputs: {
    result: out.text({ label: 'Timecode', primary: true }),
    totalFrames: out.integer({ label: 'Frame count', primary: true, suffix: 'frames' }),
    runningTime: out.duration({ label: 'Real running time' }),
    seconds: out.number({ label: 'Real running time in seconds', digits: 9, suffix: 's' }),
    skipped: out.text({ label: 'Frame numbers skipped each minute (except every tenth)' }),
  },
  validate: ({ direction, frames, timecode, rate }) => {
    if (direction === 'toTimecode') return tooLong(frames, rate);
    const reading = readTimecode(timecode, frameRate(rate));
    return 'problem' in reading ? [{ field: 'timecode', message: reading.problem }] : [];
  },
  compute: ({ direction, frames, timecode, rate }) => {
    const chosen = frameRate(rate);
    const count = frameCount(direction, frames, timecode, rate);
    const seconds = count / framesPerSecond(chosen);
    return {
      result: frameNumberText(count, chosen),
      totalFrames: count,
      runningTime: seconds,
      seconds,
      skipped: skippedNumbers(chosen),
    };
  },
});
