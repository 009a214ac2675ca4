import { describe, expect, it } from 'vitest';
import {
  calendarDateOfUtc,
  DAY_MS,
  dayNumber,
  dayNumberOfUtc,
  isoDate,
  longDate,
  longDateWithWeekday,
  weekdayOfDate,
  weeksAndDays,
  zeroPad,
} from '../../../../../src/calculators/shared/calendar/dates.ts';
import { readDate } from '../../../../../src/calculators/shared/calendar/utc-dates.ts';

describe('zeroPad and DAY_MS', () => {
  it('pads whole numbers with leading zeros to two digits, or to the width asked', () => {
    expect(zeroPad(7)).toBe('07');
    expect(zeroPad(12)).toBe('12');
    expect(zeroPad(33, 4)).toBe('0033');
  });

  it('counts 86 400 000 milliseconds in a day', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('ISO and long dates', () => {
  it('write a day number as YYYY-MM-DD, years before 1000 with four digits', () => {
    expect(isoDate(dayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(isoDate(dayNumber('0999-12-31'))).toBe('0999-12-31');
  });

  it('read a date-fns UTC date back to the same day number and calendar date', () => {
    const when = readDate('2021-01-03');
    expect(dayNumberOfUtc(when)).toBe(dayNumber('2021-01-03'));
    expect(calendarDateOfUtc(when)).toEqual({ year: 2021, month: 1, day: 3 });
  });

  it('write the long date with and without the weekday', () => {
    const date = { year: 2021, month: 1, day: 3 };
    expect(longDate(date)).toBe('January 3, 2021');
    expect(longDateWithWeekday(date)).toBe('Sunday, January 3, 2021');
  });

  it('agree with Date on the weekday of any calendar date', () => {
    for (const iso of ['1583-01-01', '1970-01-01', '2000-02-29', '9999-12-31']) {
      expect(weekdayOfDate(calendarDateOfUtc(readDate(iso)))).toBe(readDate(iso).getUTCDay());
    }
  });
});

describe('spans in weeks and days', () => {
  it('leave out a zero part in date spans', () => {
    expect(weeksAndDays(28)).toBe('4 weeks');
    expect(weeksAndDays(365)).toBe('52 weeks, 1 day');
    expect(weeksAndDays(0)).toBe('0 days');
  });
});
