import { describe, expect, it } from 'vitest';
import { readDecimalText, toCents } from '../../../../../src/calculators/shared/numbers/decimal-text.ts';
import {
  WORDS_LIMIT,
  decimalPlaceName,
  ordinalWords,
  wholeNumberWords,
} from '../../../../../src/calculators/shared/numbers/english-words.ts';

const numberOf = (text: string) => {
  const reading = readDecimalText(text);
  if (!('number' in reading)) throw new Error(reading.problem);
  return reading.number;
};

describe('English number words', () => {
  it('name zero, the teens, round tens and groups with nothing in them', () => {
    expect(wholeNumberWords(0n)).toBe('zero');
    expect(wholeNumberWords(13n)).toBe('thirteen');
    expect(wholeNumberWords(90n)).toBe('ninety');
    expect(wholeNumberWords(1_000_001n)).toBe('one million one');
    expect(wholeNumberWords(2_000_300_000n)).toBe('two billion three hundred thousand');
  });

  it('name every number below 10³⁶ exactly and nothing above it', () => {
    expect(wholeNumberWords(WORDS_LIMIT - 1n)).toMatch(
      /^nine hundred ninety-nine decillion .* nine hundred ninety-nine$/,
    );
    expect(readDecimalText('1' + '0'.repeat(36))).toEqual({
      problem: 'Numbers up to 36 digits before the decimal point have English names here (up to the decillions).',
    });
  });

  it('turn the last word into its ordinal', () => {
    expect(['one', 'twelve', 'forty', 'one hundred', 'twenty-three', 'zero', 'one million'].map(ordinalWords)).toEqual([
      'first',
      'twelfth',
      'fortieth',
      'one hundredth',
      'twenty-third',
      'zeroth',
      'one millionth',
    ]);
  });

  it('name decimal places as they are read', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(decimalPlaceName)).toEqual([
      'tenth',
      'hundredth',
      'thousandth',
      'ten-thousandth',
      'hundred-thousandth',
      'millionth',
      'ten-millionth',
    ]);
  });
});

describe('numbers typed as text', () => {
  it('keep the sign, grouping and decimals exactly, and drop the sign of zero', () => {
    expect(numberOf('-1,234.50')).toEqual({ negative: true, whole: 1234n, fraction: '50' });
    expect(numberOf('.5')).toEqual({ negative: false, whole: 0n, fraction: '5' });
    expect(numberOf('-0.00')).toEqual({ negative: false, whole: 0n, fraction: '00' });
  });

  it('refuse what is not a decimal number', () => {
    for (const text of ['abc', '.', '1.2.3', '12e3', '--4']) {
      expect(readDecimalText(text)).toHaveProperty('problem');
    }
  });

  it('round to the cent half up', () => {
    expect(toCents(numberOf('12.345'))).toBe(1235n);
    expect(toCents(numberOf('12.344'))).toBe(1234n);
    expect(toCents(numberOf('0.999'))).toBe(100n);
    expect(toCents(numberOf('7'))).toBe(700n);
  });
});
