import { describe, expect, it } from 'vitest';
import { SI_PREFIXES, shiftDecimal } from '../../../../../src/calculators/shared/numbers/si-prefixes.ts';

describe('SI prefixes', () => {
  it('run from quecto (10⁻³⁰) to quetta (10³⁰), each symbol once, with the 2022 additions', () => {
    expect(SI_PREFIXES).toHaveLength(25);
    expect(SI_PREFIXES.at(0)).toMatchObject({ name: 'quetta', symbol: 'Q', exponent: 30 });
    expect(SI_PREFIXES.at(-1)).toMatchObject({ name: 'quecto', symbol: 'q', exponent: -30 });
    expect(new Set(SI_PREFIXES.map((prefix) => prefix.symbol)).size).toBe(25);
    expect(SI_PREFIXES.filter((prefix) => ['R', 'Q', 'r', 'q'].includes(prefix.symbol))).toHaveLength(4);
  });

  it('shift the decimal point without float noise, for zero, tiny and negative values too', () => {
    expect(shiftDecimal(0.1, 3)).toBe(100);
    expect(shiftDecimal(0.3, -1)).toBe(0.03);
    expect(shiftDecimal(1e-7, 60)).toBe(1e53);
    expect(shiftDecimal(-2.5, 3)).toBe(-2500);
    expect(shiftDecimal(0, 30)).toBe(0);
  });
});
