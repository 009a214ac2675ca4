import { defineCalculator, out, text, type FieldError } from '../../engine/index.ts';
import { readBowlingLine, scoreBowlingFrames } from '../shared/sports/bowling.ts';

const lineErrors = (line: string): FieldError[] => {
  const read = readBowlingLine(line);
  return read.ok ? [] : [{ field: 'line', message: read.message }];
};

export default defineCalculator({
  inputs: {
    line: text({
      label: 'Your game, ball by ball',
      help: 'X strike, / spare, - miss, 1–9 pins; spaces between frames are optional. Example: X 7/ 9- X -8',
      default: 'X 7/ 9- X -8 8/ -6 X X X81',
      maxLength: 60,
    }),
  },
  validate: ({ line }) => lineErrors(line),
  outputs: {
    total: out.integer({ label: 'Score', primary: true }),
    framesScored: out.integer({ label: 'Frames scored so far' }),
    frames: out.table({
      label: 'Frame by frame',
      columns: [
        { key: 'frame', label: 'Frame', kind: 'integer' },
        { key: 'marks', label: 'Balls', kind: 'text' },
        { key: 'score', label: 'Frame score', kind: 'integer' },
        { key: 'running', label: 'Total', kind: 'integer' },
      ],
      previewRows: 10,
    }),
  },
  compute: ({ line }) => {
    const read = readBowlingLine(line);
    const scored = read.ok ? scoreBowlingFrames(read.frames) : [];
    let running = 0;
    let framesScored = 0;
    const frames = scored.map((frame, index) => {
      const known = frame.score !== undefined && framesScored === index;
      if (known) {
        running += frame.score ?? 0;
        framesScored += 1;
      }
      return {
        frame: index + 1,
        marks: frame.marks,
        score: frame.score ?? '',
        running: known ? running : '',
      };
    });
    return { total: running, framesScored, frames };
  },
});
