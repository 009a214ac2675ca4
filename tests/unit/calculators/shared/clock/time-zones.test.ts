import { describe, expect, it } from 'vitest';
import { formatWallMinute } from '../../../../../src/calculators/shared/clock/time-zones.ts';

describe('formatWallMinute', () => {
  it('writes a wall time to the minute as a date-time field does, years with four digits', () => {
    expect(formatWallMinute({ year: 812, month: 3, day: 9, hour: 7, minute: 5, second: 59 })).toBe('0812-03-09T07:05');
  });
});
