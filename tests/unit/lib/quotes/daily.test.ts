import { describe, expect, it } from 'vitest';
import {
  dailyQuoteIndex,
  dailyStride,
  dayNumber,
  localDayNumber,
  plainQuote,
  themeLinkText,
} from '../../../../src/lib/quotes/daily.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

describe('dayNumber', () => {
  it('counts calendar days from 2000-01-01', () => {
    expect(dayNumber(2000, 1, 1)).toBe(0);
    expect(dayNumber(2000, 1, 2)).toBe(1);
    expect(dayNumber(1999, 12, 31)).toBe(-1);
    expect(dayNumber(2000, 12, 31)).toBe(365); // 2000 is a leap year
    expect(dayNumber(2024, 3, 1) - dayNumber(2024, 2, 28)).toBe(2); // across a leap day
  });

  it('reads the date the visitor’s clock shows, whatever the hour', () => {
    const morning = new Date(2026, 2, 5, 0, 0, 1);
    const night = new Date(2026, 2, 5, 23, 59, 59);
    const nextMorning = new Date(2026, 2, 6, 0, 0, 0);
    expect(localDayNumber(morning)).toBe(dayNumber(2026, 3, 5));
    expect(localDayNumber(night)).toBe(localDayNumber(morning));
    expect(localDayNumber(nextMorning)).toBe(localDayNumber(morning) + 1);
  });
});

describe('dailyQuoteIndex', () => {
  it('is a pure function of the day: the same date always gives the same quote', () => {
    const day = dayNumber(2026, 11, 22);
    expect(dailyQuoteIndex(day, 486)).toBe(dailyQuoteIndex(day, 486));
    expect(dailyQuoteIndex(localDayNumber(new Date(2026, 10, 22, 8)), 486)).toBe(
      dailyQuoteIndex(localDayNumber(new Date(2026, 10, 22, 22)), 486),
    );
  });

  it('changes the next day, for any number of quotes above one', () => {
    for (let count = 2; count <= 600; count += 1) {
      for (const day of [-400, -1, 0, 1, 9_457, 9_821]) {
        expect(dailyQuoteIndex(day + 1, count), `count ${count}, day ${day}`).not.toBe(dailyQuoteIndex(day, count));
      }
    }
  });

  it('shows every quote once before any repeats', () => {
    for (const count of [1, 2, 3, 366, 486, 500]) {
      const start = dayNumber(2026, 1, 1);
      const seen = new Set(Array.from({ length: count }, (_, offset) => dailyQuoteIndex(start + offset, count)));
      expect(seen.size, `count ${count}`).toBe(count);
      expect(dailyQuoteIndex(start + count, count)).toBe(dailyQuoteIndex(start, count));
    }
  });

  it('stays inside the list, before 2000 too', () => {
    for (const day of [-100_000, -1, 0, 1, 100_000]) {
      const index = dailyQuoteIndex(day, 486);
      expect(Number.isInteger(index) && index >= 0 && index < 486).toBe(true);
    }
  });

  it('spreads neighbouring days across the list rather than walking through it', () => {
    const day = dayNumber(2026, 6, 1);
    const gap = Math.abs(dailyQuoteIndex(day + 1, 486) - dailyQuoteIndex(day, 486));
    expect(gap).toBeGreaterThan(50);
  });

  it('refuses an empty list', () => {
    expect(() => dailyQuoteIndex(0, 0)).toThrow(RangeError);
  });
});

describe('dailyStride', () => {
  it('is coprime with the count, so the daily walk is a permutation', () => {
    for (let count = 1; count <= 1000; count += 1) expect(gcd(dailyStride(count), count), String(count)).toBe(1);
  });
});

describe('quote text for copying and sharing', () => {
  it('puts the words in curly quotes with the author and the work', () => {
    expect(
      plainQuote({
        text: 'Lost time is never found again.',
        author: 'Benjamin Franklin',
        citation: 'The Way to Wealth, 1758',
      }),
    ).toBe('“Lost time is never found again.” — Benjamin Franklin, The Way to Wealth, 1758');
    expect(themeLinkText({ themeName: 'Money' })).toBe('More money quotes');
  });
});
