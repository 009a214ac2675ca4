import { describe, expect, it } from 'vitest';
import { parseFraction } from '../../../../../src/engine/kinds/fraction/parse-fraction.ts';

describe('parseFraction', () => {
  it('reduces to lowest terms and keeps the sign on the numerator', () => {
    expect(parseFraction('6/8')).toEqual({ numerator: 3, denominator: 4 });
    expect(parseFraction('-1 1/2')).toEqual({ numerator: -3, denominator: 2 });
    expect(parseFraction('0.75')).toEqual({ numerator: 3, denominator: 4 });
    expect(parseFraction('4')).toEqual({ numerator: 4, denominator: 1 });
  });

  it('refuses a zero denominator and nonsense', () => {
    expect(parseFraction('3/0')).toHaveProperty('message');
    expect(parseFraction('three quarters')).toHaveProperty('message');
  });
});
