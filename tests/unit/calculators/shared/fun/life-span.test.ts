import { describe, expect, it } from 'vitest';
import { dailyHoursOver, shareOfWakingDay } from '../../../../../src/calculators/shared/fun/life-span.ts';
import { untilAfterAge } from '../../../../../src/calculators/shared/presets/life-span-fields.ts';

describe('time a daily habit fills over a life', () => {
  it('counts 24 hours a day for a year as one Gregorian year of 365.2425 days', () => {
    expect(dailyHoursOver(24, 1)).toBeCloseTo(365.2425 * 86_400, 6);
  });

  it('is nothing over no years or at no hours a day', () => {
    expect(dailyHoursOver(5, 0)).toBe(0);
    expect(dailyHoursOver(0, 50)).toBe(0);
  });

  it('gives the share of the waking day: 8 of 16 waking hours is half', () => {
    expect(shareOfWakingDay(8, 8)).toBe(50);
    expect(shareOfWakingDay(24, 0)).toBe(100);
  });
});

describe('the age counted up to', () => {
  it('must be above the age now, at the "until" field', () => {
    expect(untilAfterAge(30, 80)).toEqual([]);
    expect(untilAfterAge(80, 80)).toHaveLength(1);
    expect(untilAfterAge(81, 80)[0]?.field).toBe('until');
  });
});
