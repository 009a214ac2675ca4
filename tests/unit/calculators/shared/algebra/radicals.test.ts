import { describe, expect, it } from 'vitest';
import {
  radicalText,
  rootSign,
  simplifiable,
  simplifyRadical,
} from '../../../../../src/calculators/shared/algebra/radicals.ts';

describe('simplified radicals', () => {
  it.each([
    [72, 2, '6√2'],
    [50, 2, '5√2'],
    [45, 2, '3√5'],
    [64, 2, '8'],
    [17, 2, '√17'],
    [1, 2, '1'],
    [0, 2, '0'],
    [54, 3, '3∛2'],
    [128, 3, '4∛2'],
    [162, 4, '3∜2'],
    [96, 5, '2⁵√3'],
    [999_999_999_989, 2, '√999999999989'],
  ])('√ of %i with index %i is %s', (radicand, index, text) => {
    expect(radicalText(simplifyRadical(radicand, index), index)).toBe(text);
  });

  it('writes the root sign of any index', () => {
    expect([2, 3, 4, 5, 12].map(rootSign)).toEqual(['√', '∛', '∜', '⁵√', '¹²√']);
  });

  it('simplifies whole numbers up to 10¹² only', () => {
    expect(simplifiable(1e12)).toBe(true);
    expect(simplifiable(1e12 + 1)).toBe(false);
    expect(simplifiable(2.5)).toBe(false);
    expect(simplifiable(-4)).toBe(false);
  });
});
