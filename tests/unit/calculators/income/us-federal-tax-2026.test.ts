import { describe, expect, it } from 'vitest';
import {
  federalIncomeTax,
  marginalRate,
  payrollTaxes,
  type FilingStatus,
} from '../../../../src/calculators/shared/money/us-federal-tax-2026.ts';

/*
 * IRS Revenue Procedure 2025-32, §4.01 Tables 1–3, prints the tax at the start of every band
 * ("$5,800 plus 22% of the excess over $50,400"). Those printed amounts check every threshold
 * and rate in the shared table independently of how it is written.
 */
const PRINTED: Record<FilingStatus, readonly [number, number][]> = {
  single: [
    [12_400, 1_240],
    [50_400, 5_800],
    [105_700, 17_966],
    [201_775, 41_024],
    [256_225, 58_448],
    [640_600, 192_979.25],
  ],
  'married-joint': [
    [24_800, 2_480],
    [100_800, 11_600],
    [211_400, 35_932],
    [403_550, 82_048],
    [512_450, 116_896],
    [768_700, 206_583.5],
  ],
  'head-of-household': [
    [17_700, 1_770],
    [67_450, 7_740],
    [105_700, 16_155],
    [201_750, 39_207],
    [256_200, 56_631],
    [640_600, 191_171],
  ],
};

describe('2026 federal income tax (Rev. Proc. 2025-32)', () => {
  for (const [status, rows] of Object.entries(PRINTED) as [FilingStatus, (typeof PRINTED)[FilingStatus]][]) {
    it(`matches the printed tax at each ${status} band edge`, () => {
      for (const [income, tax] of rows) expect(federalIncomeTax(income, status).toNumber()).toBe(tax);
    });
  }

  it('charges nothing on zero or negative taxable income', () => {
    expect(federalIncomeTax(0, 'single').toNumber()).toBe(0);
    expect(federalIncomeTax(-500, 'single').toNumber()).toBe(0);
    expect(marginalRate(0, 'single')).toBe(0);
  });

  it('taxes $1,000,000 of joint income at $206,583.50 plus 37% of the excess over $768,700', () => {
    expect(federalIncomeTax(1_000_000, 'married-joint').toNumber()).toBe(292_164.5);
    expect(marginalRate(1_000_000, 'married-joint')).toBe(37);
  });
});

describe('2026 payroll taxes', () => {
  it('caps Social Security at the $184,500 wage base (SSA: maximum $11,439)', () => {
    expect(payrollTaxes(300_000, 'single').socialSecurity.toNumber()).toBe(11_439);
  });

  it('adds 0.9% Medicare only above $250,000 for joint filers', () => {
    expect(payrollTaxes(250_000, 'married-joint').medicare.toNumber()).toBe(3_625);
    expect(payrollTaxes(300_000, 'married-joint').medicare.toNumber()).toBe(4_800);
  });
});
