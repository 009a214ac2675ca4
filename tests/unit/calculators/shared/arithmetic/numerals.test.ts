import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../../../src/engine/format/numbers.ts';
import {
  decimalText,
  integerText,
  operandText,
  signedText,
} from '../../../../../src/calculators/shared/arithmetic/numerals.ts';

describe('numbers in working steps', () => {
  it('writes whole numbers exactly as the engine would, grouped in thousands', () => {
    for (const value of [0, 7, -42, 1234, 999_999_999_999_999, -123_456_789]) {
      expect(decimalText(value)).toBe(formatNumber(value, { digits: 10 }));
    }
  });

  it('hides float noise in decimals and writes -0 as 0', () => {
    expect(decimalText(0.1 + 0.2)).toBe('0.3');
    expect(decimalText(200 / 9)).toBe('22.22222222');
    expect(decimalText(-0)).toBe('0');
  });

  it('puts negatives in brackets inside expressions and uses a true minus sign', () => {
    expect(operandText(-3)).toBe('(−3)');
    expect(operandText(3)).toBe('3');
    expect(signedText(-3.5)).toBe('−3.5');
  });

  it('groups big integers of any length', () => {
    expect(integerText(2n ** 64n)).toBe('18,446,744,073,709,551,616');
    expect(integerText(-1000n)).toBe('-1,000');
  });
});
