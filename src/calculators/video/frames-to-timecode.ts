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
  examples: [
    {
      inputs: { direction: 'toTimecode', frames: 107_892, rate: '29.97df' },
      expect: { result: '01:00:00;00', seconds: 3599.9964 },
      source:
        'Frame.io Insider, "Timecode and Frame Rates: Everything You Need to Know" (2017): an hour of 29.97 fps video is 107,892 frames and drop-frame timecode reads one hour; at the exact NTSC rate of 30000/1001 fps those frames last 107,892 × 1001 / 30,000 = 3,599.9964 s',
    },
    {
      inputs: { direction: 'toFrames', timecode: '00:10:00;00', rate: '29.97df' },
      expect: { totalFrames: 17_982, skipped: ';00 and ;01' },
      source:
        'David Heidelberger, "Drop-Frame Timecode": ten minutes of 29.97 fps video hold 29.97 × 60 × 10 = 17,982 frames, the first two numbers of each minute but every tenth skipped',
    },
    {
      inputs: { direction: 'toFrames', timecode: '01:00:00:00', rate: '25' },
      expect: { totalFrames: 90_000, seconds: 3600, skipped: 'none' },
      source: 'SMPTE ST 12-1 non-drop count at 25 fps (EBU): 25 frames × 3,600 seconds = 90,000 frames in one hour',
    },
    {
      inputs: { direction: 'toTimecode', frames: 1440, rate: '24' },
      expect: { result: '00:01:00:00', seconds: 60 },
      source: 'SMPTE ST 12-1 non-drop count at 24 fps: 24 frames × 60 seconds = 1,440 frames in one minute',
    },
  ],
});
