import { describe, expect, it } from 'vitest';
import {
  dateTimeProblem,
  formatWallMinute,
  resolveWallText,
} from '../../../../../src/calculators/shared/clock/time-zones.ts';

describe('formatWallMinute', () => {
  it('writes a wall time to the minute as a date-time field does, years with four digits', () => {
    expect(formatWallMinute({ year: 812, month: 3, day: 9, hour: 7, minute: 5, second: 59 })).toBe('0812-03-09T07:05');
  });
});

describe('dateTimeProblem', () => {
  it('refuses text that is not a date and a time, on the field named', () => {
    expect(dateTimeProblem('when', '2024-01-15')).toEqual([{ field: 'when', message: 'Enter a date and a time.' }]);
    expect(dateTimeProblem('when', '2024-01-15T10:00')).toEqual([]);
  });
});

describe('resolveWallText', () => {
  it('places a typed date-time on the timeline in its zone', () => {
    expect(resolveWallText('2024-01-15T10:00', 'America/New_York').instant).toBe(Date.UTC(2024, 0, 15, 15));
  });

  it('reads unreadable text as the Unix epoch, which validation has already refused', () => {
    expect(resolveWallText('', 'UTC').instant).toBe(0);
  });
});
