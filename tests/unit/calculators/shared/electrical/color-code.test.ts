import { describe, expect, it } from 'vitest';
import {
  CODE_RANGE,
  decodeResistance,
  encodeResistance,
} from '../../../../../src/calculators/shared/electrical/color-code.ts';
import {
  nextPreferredValue,
  powerRatingFor,
} from '../../../../../src/calculators/shared/electrical/preferred-values.ts';

describe('resistor colour code (IEC 60062)', () => {
  it('marks the smallest value with leading black figures and the pink multiplier', () => {
    expect(encodeResistance(CODE_RANGE.smallest, 4)).toMatchObject({ figures: ['black', 'brown'], multiplier: 'pink' });
  });

  it('marks the largest four-band value with white figures and the white multiplier', () => {
    const code = encodeResistance(CODE_RANGE.largest(4), 4);
    expect(code).toMatchObject({ figures: ['white', 'white'], multiplier: 'white', coded: 99e9 });
  });

  it('rounds a value between codes to the nearer one, carrying into the next decade', () => {
    expect(encodeResistance(4735, 4).coded).toBe(4700);
    expect(encodeResistance(4735, 5).coded).toBe(4740);
    expect(encodeResistance(996, 4)).toMatchObject({ figures: ['brown', 'black'], multiplier: 'red', coded: 1000 });
  });

  it('reads gold and silver multipliers exactly', () => {
    expect(decodeResistance({ figures: ['yellow', 'violet'], multiplier: 'gold', tolerance: 'gold' })).toBe(4.7);
    expect(decodeResistance({ figures: ['brown', 'black'], multiplier: 'silver', tolerance: 'gold' })).toBe(0.1);
  });
});

describe('preferred values (IEC 60063)', () => {
  it('keeps a value that is already preferred, also after floating-point noise', () => {
    expect(nextPreferredValue(150, 'E12')).toBe(150);
    expect(nextPreferredValue(149.99999999999997, 'E12')).toBe(150);
  });

  it('rounds up, into the next decade past the last figure', () => {
    expect(nextPreferredValue(351, 'E24')).toBe(360);
    expect(nextPreferredValue(9.2, 'E24')).toBe(10);
    expect(nextPreferredValue(0.83, 'E12')).toBe(1);
  });

  it('rates a resistor at twice its dissipation', () => {
    expect(powerRatingFor(0.06)).toBe(0.125);
    expect(powerRatingFor(0.0625)).toBe(0.125);
    expect(powerRatingFor(0.07)).toBe(0.25);
    expect(powerRatingFor(80)).toBe(160);
  });
});
