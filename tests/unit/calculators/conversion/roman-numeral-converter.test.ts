import { describe, expect, it } from 'vitest';
import converter from '../../../../src/calculators/conversion/roman-numeral-converter.ts';

const breakdownOf = (number: number) => converter.compute({ direction: 'toRoman', number, numeral: '' }).breakdown;

describe('Roman numeral breakdown', () => {
  it('groups a numeral by decimal digit', () => {
    expect(breakdownOf(1994)).toBe('M + CM + XC + IV = 1000 + 900 + 90 + 4 = 1994');
    expect(breakdownOf(3888)).toBe('MMM + DCCC + LXXX + VIII = 3000 + 800 + 80 + 8 = 3888');
    expect(breakdownOf(1903)).toBe('M + CM + III = 1000 + 900 + 3 = 1903');
    expect(breakdownOf(1)).toBe('I = 1');
    expect(breakdownOf(2)).toBe('II = 2');
    expect(breakdownOf(3999)).toBe('MMM + CM + XC + IX = 3000 + 900 + 90 + 9 = 3999');
  });
});
