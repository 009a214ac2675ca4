import { describe, expect, it } from 'vitest';
import {
  bowlingHandicap,
  readBowlingLine,
  scoreBowlingFrames,
} from '../../../../../src/calculators/shared/sports/bowling.ts';

const messageOf = (line: string) => {
  const read = readBowlingLine(line);
  return read.ok ? undefined : read.message;
};

const totalOf = (line: string) => {
  const read = readBowlingLine(line);
  if (!read.ok) throw new Error(read.message);
  return scoreBowlingFrames(read.frames).reduce((sum, f) => sum + (f.score ?? 0), 0);
};

describe('readBowlingLine', () => {
  it('names the frame whose two balls knock down more than ten pins', () => {
    expect(messageOf('X 8 8')).toBe(
      'Frame 2: 8 and 8 make 16; write a frame that clears the rack as a spare, like 8/.',
    );
  });

  it('refuses a strike as the second ball of a frame, an unknown mark and an eleventh frame', () => {
    expect(messageOf('7X')).toMatch(/Frame 1: a strike \(X\) needs a full rack/);
    expect(messageOf('7?')).toMatch(/“\?” is not a mark/);
    expect(messageOf('9- 9- 9- 9- 9- 9- 9- 9- 9- 9- 9')).toMatch(/more than 10 frames/);
  });

  it('refuses a line with no balls and a spare as a first ball', () => {
    expect(messageOf('  ')).toMatch(/at least one ball/);
    expect(messageOf('/')).toMatch(/a spare \(\/\) can only follow/);
  });

  it('gives the tenth frame a third ball only after a strike or a spare', () => {
    expect(totalOf('9- 9- 9- 9- 9- 9- 9- 9- 9- X X X')).toBe(111);
    expect(messageOf('9- 9- 9- 9- 9- 9- 9- 9- 9- 72 5')).toMatch(/more than 10 frames/);
  });

  it('scores a gutter game 0 and nine pins a frame 90', () => {
    expect(totalOf('-- -- -- -- -- -- -- -- -- --')).toBe(0);
    expect(totalOf('9-9-9-9-9-9-9-9-9-9-')).toBe(90);
  });
});

describe('bowlingHandicap', () => {
  it('drops fractions and never goes below 0', () => {
    expect(bowlingHandicap(220, 165, 90)).toBe(49);
    expect(bowlingHandicap(200, 215, 80)).toBe(0);
  });
});
