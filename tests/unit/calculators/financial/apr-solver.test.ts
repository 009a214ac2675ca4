import { describe, expect, it } from 'vitest';
import { actuarialMonthlyRate } from '../../../../src/calculators/financial/apr-annual-percentage-rate.ts';

describe('actuarialMonthlyRate', () => {
  it('solves a single payment exactly: $1,100 a year after $1,000 is 1.1^(1/12) − 1 a month', () => {
    const payments = [...Array<number>(11).fill(0), 1100];
    expect(actuarialMonthlyRate(1000, payments)).toBeCloseTo(Math.pow(1.1, 1 / 12) - 1, 12);
  });

  it('gives back the rate of a level payment: 1% a month on $10,000 over 12 months', () => {
    const payment = (10_000 * 0.01) / (1 - Math.pow(1.01, -12));
    expect(actuarialMonthlyRate(10_000, Array<number>(12).fill(payment))).toBeCloseTo(0.01, 12);
  });

  it('is 0 when the payments only return the amount financed', () => {
    expect(actuarialMonthlyRate(1200, Array<number>(12).fill(100))).toBe(0);
  });

  it('stays finite for fees that leave almost nothing financed', () => {
    const rate = actuarialMonthlyRate(0.01, [1000]);
    expect(Number.isFinite(rate)).toBe(true);
    expect(rate).toBeCloseTo(99_999, 0);
  });
});
