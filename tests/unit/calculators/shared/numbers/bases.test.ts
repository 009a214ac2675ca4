import { describe, expect, it } from 'vitest';
import { readInBase, twosComplement, writeInBase } from '../../../../../src/calculators/shared/numbers/bases.ts';

describe('numbers in bases 2 to 36', () => {
  it('read zero, base 36 and numbers beyond 2⁵³ exactly', () => {
    expect(readInBase('0', 2)).toEqual({ value: 0n });
    expect(readInBase('zz', 36)).toEqual({ value: 1295n });
    expect(readInBase('1' + '0'.repeat(30), 10)).toEqual({ value: 10n ** 30n });
    expect(writeInBase(2n ** 100n, 16)).toBe('1' + '0'.repeat(25));
  });

  it('take a sign, small letters, spaces and underscores', () => {
    expect(readInBase(' -ff_ff ', 16)).toEqual({ value: -65535n });
    expect(readInBase('1111 0000', 2)).toEqual({ value: 240n });
  });

  it('name the digit that does not belong to the base, and refuse fractions and empty entries', () => {
    expect(readInBase('102', 2)).toEqual({ problem: '“2” is not a digit in base 2: base 2 uses the digits 0–1.' });
    expect(readInBase('FG', 16)).toEqual({
      problem: '“G” is not a digit in base 16: base 16 uses the digits 0–9 and A–F.',
    });
    expect(readInBase('1.5', 10)).toEqual({
      problem: 'Only whole numbers are converted: base 10 uses the digits 0–9.',
    });
    expect(readInBase('-', 11)).toEqual({ problem: 'Enter a whole number in base 11, e.g. 212.' });
  });

  it('store −128 to 127 in 8 bits and nothing beyond', () => {
    expect(twosComplement(-128n, 8)).toEqual({ binary: '10000000', hex: '80' });
    expect(twosComplement(127n, 8)).toEqual({ binary: '01111111', hex: '7F' });
    expect(twosComplement(-1n, 16)).toEqual({ binary: '1'.repeat(16), hex: 'FFFF' });
    expect(twosComplement(128n, 8)).toBeUndefined();
    expect(twosComplement(-129n, 8)).toBeUndefined();
  });
});
