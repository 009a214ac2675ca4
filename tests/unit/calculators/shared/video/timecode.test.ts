import { describe, expect, it } from 'vitest';
import {
  FRAME_RATES,
  frameNumberText,
  frameRate,
  framesPerDay,
  framesPerSecond,
  readTimecode,
  timecodeToFrames,
  skippedNumbers,
} from '../../../../../src/calculators/shared/video/timecode.ts';

const df30 = frameRate('29.97df');
const df60 = frameRate('59.94df');

const framesOf = (entry: string, id: string) => {
  const reading = readTimecode(entry, frameRate(id));
  if ('problem' in reading) throw new Error(reading.problem);
  return reading.frames;
};

describe('drop-frame timecode (SMPTE ST 12-1)', () => {
  it('skips ;00 and ;01 after 12:38:59;29 (David Heidelberger, "Drop-Frame Timecode")', () => {
    const last = framesOf('12:38:59;29', '29.97df');
    expect(frameNumberText(last + 1, df30)).toBe('12:39:00;02');
    expect(frameNumberText(last + 2, df30)).toBe('12:39:00;03');
  });

  it('keeps every number in minutes divisible by ten', () => {
    const last = framesOf('00:09:59;29', '29.97df');
    expect(frameNumberText(last + 1, df30)).toBe('00:10:00;00');
  });

  it('counts 17,982 frames in ten minutes and 107,892 in an hour at 29.97 (Frame.io, "Timecode and Frame Rates")', () => {
    expect(framesOf('00:10:00;00', '29.97df')).toBe(17_982);
    expect(framesOf('01:00:00;00', '29.97df')).toBe(107_892);
    expect(frameNumberText(107_892, df30)).toBe('01:00:00;00');
    expect(framesPerDay(df30)).toBe(2_589_408);
  });

  it('labels the first frames of minute one 00:01:00;02 at 29.97 and 00:01:00;04 at 59.94', () => {
    expect(frameNumberText(1800, df30)).toBe('00:01:00;02');
    expect(frameNumberText(1799, df30)).toBe('00:00:59;29');
    expect(frameNumberText(3600, df60)).toBe('00:01:00;04');
    expect(framesOf('01:00:00;00', '59.94df')).toBe(215_784);
  });

  it('round-trips every frame of a ten-minute cycle and the last frame of the day', () => {
    for (const rate of [df30, df60]) {
      for (let frame = 0; frame < rate.timebase * 600 + 5; frame += 1) {
        expect(framesOf(frameNumberText(frame, rate), rate.id)).toBe(frame);
      }
      expect(frameNumberText(framesPerDay(rate) - 1, rate)).toBe(rate.drop === 2 ? '23:59:59;29' : '23:59:59;59');
    }
  });

  it('refuses the labels drop-frame skips and names the first real one', () => {
    const reading = readTimecode('00:01:00;01', df30);
    expect('problem' in reading && reading.problem).toMatch(/does not exist.*00:01:00;02/);
    expect(readTimecode('00:01:00;03', df60)).toHaveProperty('problem');
    expect(readTimecode('00:10:00;00', df30)).toHaveProperty('frames', 17_982);
    expect(skippedNumbers(df60)).toBe(';00 to ;03');
  });
});

describe('non-drop timecode', () => {
  it('counts timebase frames per labelled second at every rate', () => {
    expect(framesOf('01:00:00:00', '25')).toBe(90_000);
    expect(framesOf('00:00:01:00', '23.976')).toBe(24);
    expect(framesOf('00:01:00:00', '29.97')).toBe(1800);
    expect(frameNumberText(90_000, frameRate('25'))).toBe('01:00:00:00');
    expect(frameNumberText(1799, frameRate('60'))).toBe('00:00:29:59');
  });

  it('runs the NTSC rates 1000/1001 slower than their timebase', () => {
    expect(framesPerSecond(frameRate('23.976'))).toBeCloseTo(23.976_024, 6);
    expect(framesPerSecond(frameRate('59.94'))).toBeCloseTo(59.940_06, 5);
    expect(framesPerSecond(frameRate('50'))).toBe(50);
  });

  it('reads any of : ; . between the parts and refuses what is out of range', () => {
    expect(framesOf('00.00.02.05', '24')).toBe(53);
    expect(readTimecode('00:00:00:24', frameRate('24'))).toHaveProperty('problem');
    expect(readTimecode('24:00:00:00', frameRate('24'))).toHaveProperty('problem');
    expect(readTimecode('00:60:00:00', frameRate('24'))).toHaveProperty('problem');
    expect(readTimecode('1:2:3', frameRate('24'))).toHaveProperty('problem');
  });

  it('offers every SMPTE rate once', () => {
    expect(new Set(FRAME_RATES.map((rate) => rate.id)).size).toBe(FRAME_RATES.length);
    expect(timecodeToFrames({ hours: 0, minutes: 0, seconds: 0, frames: 0 }, df30)).toBe(0);
  });
});
