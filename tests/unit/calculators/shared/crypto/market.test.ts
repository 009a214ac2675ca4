import { describe, expect, it } from 'vitest';
import { bitcoinIssuedThrough, subsidySatsAt } from '../../../../../src/calculators/shared/crypto/market.ts';

describe('Bitcoin issuance schedule', () => {
  it('halves the subsidy every 210,000 blocks (Bitcoin Wiki, "Controlled supply")', () => {
    expect(subsidySatsAt(0)).toBe(5_000_000_000);
    expect(subsidySatsAt(209_999)).toBe(5_000_000_000);
    expect(subsidySatsAt(210_000)).toBe(2_500_000_000);
    expect(subsidySatsAt(840_000)).toBe(312_500_000);
    expect(subsidySatsAt(1_050_000)).toBe(156_250_000);
    expect(subsidySatsAt(64 * 210_000)).toBe(0);
  });

  it('issues 19,687,500 BTC before the fourth halving at block 840,000', () => {
    expect(bitcoinIssuedThrough(839_999).toString()).toBe('19687500');
  });

  it('stops just short of 21 million: 20,999,999.9769 BTC (Bitcoin Wiki, "Controlled supply")', () => {
    expect(bitcoinIssuedThrough(10_000_000).toString()).toBe('20999999.9769');
  });
});
