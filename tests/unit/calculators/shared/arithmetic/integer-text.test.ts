import { describe, expect, it } from 'vitest';
import { readInteger, readIntegerList } from '../../../../../src/calculators/shared/arithmetic/integer-text.ts';

const limits = { min: -(10n ** 20n), max: 10n ** 20n };

describe('readInteger', () => {
  it('reads every digit beyond 2^53, with or without separators', () => {
    expect(readInteger('9007199254740993', limits)).toEqual({ ok: true, value: 9_007_199_254_740_993n });
    expect(readInteger(' 9,007,199,254,740,993 ', limits)).toEqual({ ok: true, value: 9_007_199_254_740_993n });
    expect(readInteger('−42', limits)).toEqual({ ok: true, value: -42n });
  });

  it('says what is wrong with decimals, words, empty entries and out-of-range values', () => {
    expect(readInteger('12.5', limits)).toEqual({
      ok: false,
      message: '“12.5” has a decimal part. Enter a whole number.',
    });
    expect(readInteger('abc', limits)).toEqual({
      ok: false,
      message: '“abc” is not a whole number. Use digits only, like 360.',
    });
    expect(readInteger('  ', limits)).toEqual({ ok: false, message: 'Enter a whole number.' });
    expect(readInteger('1e400', limits).ok).toBe(false);
    expect(readInteger('100000000000000000001', limits)).toEqual({
      ok: false,
      message: 'Enter a whole number from -100,000,000,000,000,000,000 to 100,000,000,000,000,000,000.',
    });
  });
});

describe('readIntegerList', () => {
  it('splits on commas, spaces and new lines and counts the entries', () => {
    expect(readIntegerList('12, 18\n30', limits, { min: 2, max: 5 })).toEqual({ ok: true, values: [12n, 18n, 30n] });
    expect(readIntegerList('12', limits, { min: 2, max: 5 })).toEqual({
      ok: false,
      message: 'Enter at least 2 whole numbers.',
    });
    expect(readIntegerList('1 2 x', limits, { min: 2, max: 5 }).ok).toBe(false);
  });
});
