import { defineCalculator, out, radio, text } from '../../engine/index.ts';
import {
  frameNumberText,
  frameRate,
  framesPerSecond,
  framesToTimecode,
  readTimecode,
  skippedNumbers,
  type FrameRate,
} from '../shared/video/timecode.ts';

/** The drop-frame and non-drop counts of one NTSC rate, the entry read in `from`. */
function counts(direction: string, rateId: string): { from: FrameRate; to: FrameRate } {
  const dropFrame = frameRate(`${rateId}df`);
  const nonDrop = frameRate(rateId);
  return direction === 'toNonDrop' ? { from: dropFrame, to: nonDrop } : { from: nonDrop, to: dropFrame };
}

/** Seconds a label claims: HH:MM:SS plus the frames as a fraction of a counted second. */
function labelSeconds(frameNumber: number, rate: FrameRate): number {
  const { hours, minutes, seconds, frames } = framesToTimecode(frameNumber, rate);
  return hours * 3600 + minutes * 60 + seconds + frames / rate.timebase;
}

export default defineCalculator({
  inputs: {
    direction: radio({
      label: 'Convert',
      options: [
        { value: 'toNonDrop', label: 'Drop-frame → non-drop' },
        { value: 'toDrop', label: 'Non-drop → drop-frame' },
      ],
      default: 'toNonDrop',
    }),
    timecode: text({
      label: 'Timecode',
      help: 'HH:MM:SS;FF for drop-frame, HH:MM:SS:FF for non-drop.',
      default: '01:00:00;00',
      maxLength: 14,
      inputMode: 'numeric',
    }),
    rate: radio({
      label: 'Frame rate',
      options: [
        { value: '29.97', label: '29.97 fps' },
        { value: '59.94', label: '59.94 fps' },
      ],
      default: '29.97',
    }),
  },
  outputs: {
    converted: out.text({ label: 'Same frame in the other count', primary: true }),
    frames: out.integer({ label: 'Frame number', suffix: 'frames' }),
    runningTime: out.duration({ label: 'Real running time from 00:00:00:00' }),
    nonDropDrift: out.number({ label: 'Non-drop timecode behind the clock by', digits: 5, suffix: 's' }),
    dropDrift: out.number({ label: 'Drop-frame timecode ahead of the clock by', digits: 3, suffix: 's' }),
    skipped: out.text({ label: 'Frame numbers drop-frame skips each minute (except every tenth)' }),
  },
  validate: ({ direction, timecode, rate }) => {
    const reading = readTimecode(timecode, counts(direction, rate).from);
    return 'problem' in reading ? [{ field: 'timecode', message: reading.problem }] : [];
  },
  compute: ({ direction, timecode, rate }) => {
    const { from, to } = counts(direction, rate);
    const reading = readTimecode(timecode, from);
    const frames = 'frames' in reading ? reading.frames : 0;
    const dropFrame = from.drop > 0 ? from : to;
    const nonDrop = from.drop > 0 ? to : from;
    const realSeconds = frames / framesPerSecond(from);
    return {
      converted: frameNumberText(frames, to),
      frames,
      runningTime: realSeconds,
      nonDropDrift: realSeconds - labelSeconds(frames, nonDrop),
      dropDrift: labelSeconds(frames, dropFrame) - realSeconds,
      skipped: skippedNumbers(dropFrame),
    };
  },
});
