import { describe, expect, it } from 'vitest';
import {
  clockFace,
  clockFaceWithDay,
  clockMinutes,
  daysLater,
} from '../../../../../src/calculators/shared/clock/minute-clock-face.ts';

describe('clock arithmetic', () => {
  it('reads a time field as minutes after midnight, ignoring seconds', () => {
    expect(clockMinutes('00:00')).toBe(0);
    expect(clockMinutes('07:05')).toBe(425);
    expect(clockMinutes('23:59:30')).toBe(1439);
  });

  it('writes any minute count on the 24-hour face, wrapping round midnight both ways', () => {
    expect(clockFace(0)).toBe('00:00');
    expect(clockFace(425)).toBe('07:05');
    expect(clockFace(1440)).toBe('00:00');
    expect(clockFace(-45)).toBe('23:15');
    expect(clockFace(-1440 - 60)).toBe('23:00');
  });

  it('says which day a time falls on when it is not the first', () => {
    expect(daysLater(1439)).toBe(0);
    expect(daysLater(1440)).toBe(1);
    expect(clockFaceWithDay(655)).toBe('10:55');
    expect(clockFaceWithDay(1440 + 55)).toBe('00:55 (next day)');
    expect(clockFaceWithDay(3 * 1440 + 180)).toBe('03:00 (3 days later)');
    expect(clockFaceWithDay(-30)).toBe('23:30 (day before)');
  });
});
