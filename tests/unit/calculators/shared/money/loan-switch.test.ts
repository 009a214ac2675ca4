import { describe, expect, it } from 'vitest';
import { switchLoan } from '../../../../../src/calculators/shared/money/loan-switch.ts';

describe('switchLoan', () => {
  it('breaks even at once when there are no fees', () => {
    expect(
      switchLoan(10_000, { annualPercent: 8, months: 36 }, { annualPercent: 5, months: 36 }, 0).breakEvenMonth,
    ).toBe(0);
  });

  it('never breaks even when every new payment is higher', () => {
    const result = switchLoan(10_000, { annualPercent: 5, months: 24 }, { annualPercent: 8, months: 24 }, 100);
    expect(result.breakEvenMonth).toBeUndefined();
  });

  it('counts the months after a shorter new loan is paid off as saved', () => {
    // Higher payments for 12 months, then none while the old loan would still be due.
    const result = switchLoan(10_000, { annualPercent: 5, months: 24 }, { annualPercent: 5, months: 12 }, 100);
    expect(result.breakEvenMonth).toBeGreaterThan(12);
    expect(result.savedAfterFees).toBeGreaterThan(0);
  });

  it('counts the exact month the payments saved reach the fees', () => {
    // $250 saved a month at 0 %: $500 of fees are covered at the end of month 2, not month 1.
    const result = switchLoan(12_000, { annualPercent: 0, months: 24 }, { annualPercent: 0, months: 48 }, 500);
    expect(result.breakEvenMonth).toBe(2);
    expect(result.savedAfterFees).toBe(-500);
  });
});
