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
});
