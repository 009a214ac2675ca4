import { describe, expect, it } from 'vitest';
import { LARGEST_ROMAN, readRoman, toRoman } from '../../../../../src/calculators/shared/numbers/roman.ts';

describe('Roman numerals', () => {
  it('write the ends of the range, 1 and 3,999', () => {
    expect(toRoman(1)).toBe('I');
    expect(toRoman(LARGEST_ROMAN)).toBe('MMMCMXCIX');
  });

  it('read back every number they write, from 1 to 3,999', () => {
    for (let value = 1; value <= LARGEST_ROMAN; value += 1) {
      expect(readRoman(toRoman(value))).toEqual({ value });
    }
  });

  it('refuse IIII, VV, IC and MMMM, each with the rule it breaks and the right way to write it', () => {
    expect(readRoman('IIII')).toEqual({
      problem: '“IIII” is not a valid Roman numeral (no symbol stands more than three times in a row): write 4 as IV.',
    });
    expect(readRoman('VV')).toEqual({
      problem: '“VV” is not a valid Roman numeral (V, L and D are never repeated): write 10 as X.',
    });
    expect(readRoman('IC')).toEqual({
      problem:
        '“IC” is not a valid Roman numeral (only IV, IX, XL, XC, CD and CM subtract, so IC is not used): write 99 as XCIX.',
    });
    expect(readRoman('MMMM')).toEqual({
      problem: '“MMMM” would be 4,000; standard Roman numerals stop at 3,999 (MMMCMXCIX).',
    });
  });

  it('refuse symbols out of order and letters that are not numerals', () => {
    expect(readRoman('XIIX')).toEqual({
      problem:
        '“XIIX” is not a valid Roman numeral: the symbols go from largest to smallest, and only IV, IX, XL, XC, CD and CM put a smaller one first.',
    });
    expect(readRoman('12')).toEqual({
      problem: '“12” is not a Roman numeral: use only the letters I, V, X, L, C, D and M.',
    });
  });

  it('take small letters and spaces', () => {
    expect(readRoman(' mcm xciv ')).toEqual({ value: 1994 });
  });
});
