import { defineCalculator, out, text } from '../../engine/index.ts';
import { addOrSubtractInput } from '../shared/presets/add-or-subtract.ts';
import { frameRateInput } from '../shared/video/frame-rate-input.ts';
import { frameNumberText, frameRate, framesPerSecond, readTimecode } from '../shared/video/timecode.ts';

const timecodeField = (label: string, initial: string) =>
  text({
    label,
    help: 'HH:MM:SS:FF (drop-frame: HH:MM:SS;FF).',
    default: initial,
    maxLength: 14,
    inputMode: 'numeric',
  });

/** Frames from 00:00:00:00; validate has refused an entry that is not a timecode at this rate. */
const framesOf = (entry: string, rateId: string) => {
  const reading = readTimecode(entry, frameRate(rateId));
  return 'frames' in reading ? reading.frames : 0;
};

const problemAt = (field: string, entry: string, rateId: string) => {
  const reading = readTimecode(entry, frameRate(rateId));
  return 'problem' in reading ? [{ field, message: reading.problem }] : [];
};

export default defineCalculator({
  inputs: {
    first: timecodeField('First timecode', '01:00:00:00'),
    operation: addOrSubtractInput(),
    second: timecodeField('Second timecode', '00:12:34:12'),
    rate: frameRateInput('24'),
  },
  outputs: {
    result: out.text({ label: 'Result', primary: true }),
    resultFrames: out.integer({ label: 'Result in frames', suffix: 'frames' }),
    runningTime: out.duration({ label: 'Real running time of the result' }),
    firstFrames: out.integer({ label: 'First timecode in frames', suffix: 'frames' }),
    secondFrames: out.integer({ label: 'Second timecode in frames', suffix: 'frames' }),
  },
  validate: ({ first, second, rate }) => [...problemAt('first', first, rate), ...problemAt('second', second, rate)],
  compute: ({ first, operation, second, rate }) => {
    const chosen = frameRate(rate);
    const firstFrames = framesOf(first, rate);
    const secondFrames = framesOf(second, rate);
    const resultFrames = operation === 'add' ? firstFrames + secondFrames : firstFrames - secondFrames;
    // A negative result is a duration running backwards: its size as timecode, with a minus sign.
    const magnitude = frameNumberText(Math.abs(resultFrames), chosen);
    return {
      result: resultFrames < 0 ? `−${magnitude}` : magnitude,
      resultFrames,
      runningTime: resultFrames / framesPerSecond(chosen),
      firstFrames,
      secondFrames,
    };
  },
  examples: [
    {
      inputs: { first: '01:00:00:00', operation: 'add', second: '00:30:00:00', rate: '24' },
      expect: { result: '01:30:00:00', firstFrames: 86_400, secondFrames: 43_200, resultFrames: 129_600 },
      source:
        'complete.tools, "Timecode Calculator", worked example: 01:00:00:00 + 00:30:00:00 at 24 fps is 86,400 + 43,200 = 129,600 frames = 01:30:00:00',
    },
    {
      inputs: { first: '03:10:20:05', operation: 'add', second: '03:10:20:10', rate: '30' },
      expect: { result: '06:20:40:15' },
      source: 'Soulver documentation, "Video Timecodes": 03:10:20:05 @ 30 fps + 03:10:20:10 = 06:20:40:15',
    },
    {
      inputs: { first: '01:00:00:00', operation: 'add', second: '01:30:21:17', rate: '23.976' },
      expect: { result: '02:30:21:17' },
      source:
        'vtc (Elixir timecode library) documentation, Vtc.Timecode.add: 01:00:00:00 + 01:30:21:17 at 23.98 NTSC non-drop = 02:30:21:17',
    },
    {
      inputs: { first: '12:38:59;29', operation: 'add', second: '00:00:00;01', rate: '29.97df' },
      expect: { result: '12:39:00;02', secondFrames: 1 },
      source:
        'David Heidelberger, "Drop-Frame Timecode": at 29.97 fps drop-frame the frame after 12:38:59;29 is 12:39:00;02 (;00 and ;01 are skipped)',
    },
    {
      inputs: { first: '00:10:00;00', operation: 'subtract', second: '01:00:00;00', rate: '29.97df' },
      expect: { result: '−00:50:00;00', resultFrames: -89_910 },
      source:
        'Frame.io Insider, "Timecode and Frame Rates": 107,892 frames per hour at 29.97 fps, and David Heidelberger: 17,982 frames per ten minutes; 17,982 − 107,892 = −89,910 frames, five ten-minute blocks',
    },
  ],
});
