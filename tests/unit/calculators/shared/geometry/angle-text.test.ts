import { describe, expect, it } from 'vitest';
import { readAngle } from '../../../../../src/calculators/shared/geometry/angle-text.ts';

describe('reading an angle as a student types it', () => {
  it.each([
    ['30', 30],
    ['-45', -45],
    ['−1.5', -1.5],
    ['.5', 0.5],
    ['π', Math.PI],
    ['pi/6', Math.PI / 6],
    ['2π/3', (2 * Math.PI) / 3],
    ['-3PI / 4', (-3 * Math.PI) / 4],
    ['1/2', 0.5],
  ])('reads %s', (text, value) => {
    expect(readAngle(text)).toBeCloseTo(value, 14);
  });

  it.each(['', 'abc', 'π/0', '3π2', '1..2', '/6', '30°x'])('refuses %j', (text) => {
    expect(readAngle(text)).toBeUndefined();
  });
});
