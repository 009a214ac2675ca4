import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  capitalGainSlices,
  ordinaryTax,
  sliceTax,
  taxYear,
} from '../../../../src/calculators/shared/money/us-capital-gains-tax.ts';

const tax = (year: number, status: Parameters<typeof ordinaryTax>[1], income: number) =>
  ordinaryTax(taxYear(year), status, new Big(income)).toNumber();

describe('US federal rate schedules', () => {
  // The fixed amounts at each bracket edge are printed in the revenue procedures' tables,
  // e.g. "Over $48,475 but not over $103,350: $5,578.50 plus 22% of the excess over $48,475".
  it('reproduces the 2025 base amounts of Rev. Proc. 2024-40', () => {
    expect(tax(2025, 'single', 11_925)).toBe(1192.5);
    expect(tax(2025, 'single', 48_475)).toBe(5578.5);
    expect(tax(2025, 'single', 103_350)).toBe(17_651);
    expect(tax(2025, 'joint', 96_950)).toBe(11_157);
    expect(tax(2025, 'head', 64_850)).toBe(7442);
  });

  it('reproduces the 2026 base amounts of Rev. Proc. 2025-32', () => {
    expect(tax(2026, 'single', 50_400)).toBe(5800);
    expect(tax(2026, 'joint', 100_800)).toBe(11_600);
    expect(tax(2026, 'single', 105_700)).toBe(17_966);
  });

  it('charges nothing on zero income', () => {
    expect(tax(2026, 'separate', 0)).toBe(0);
  });
});

describe('long-term gain bands', () => {
  it('splits a gain across the 0 % breakpoint', () => {
    const slices = capitalGainSlices(taxYear(2025), 'single', new Big(40_000), new Big(20_000));
    expect(slices.map((s) => [s.rate, s.amount.toNumber()])).toEqual([
      [0, 8350],
      [15, 11_650],
    ]);
    expect(sliceTax(slices).toNumber()).toBe(1747.5);
  });

  it('taxes everything above the 15 % breakpoint at 20 %', () => {
    const slices = capitalGainSlices(taxYear(2026), 'joint', new Big(700_000), new Big(50_000));
    expect(slices.map((s) => [s.rate, s.amount.toNumber()])).toEqual([[20, 50_000]]);
  });
});
