import { describe, expect, it } from 'vitest';
import { addMonthsToDate } from '../../../../../src/calculators/shared/money/payment-dates.ts';
import { loanPlan, monthlyPayment } from '../../../../../src/calculators/shared/money/loan-schedule.ts';
import { monthlyPmi, needsPmi } from '../../../../../src/calculators/shared/money/mortgage-insurance.ts';

describe('loanPlan', () => {
  it('repays a 0% loan in equal payments with the last one taking the rounding leftover', () => {
    // $1,000 over 3 months: 333.33, 333.33 and 333.34.
    const plan = loanPlan({ principal: 1000, annualPercent: 0, months: 3 });
    expect(plan.rows.map((row) => row.payment)).toEqual([333.33, 333.33, 333.34]);
    expect(plan.totalInterest).toBe(0);
    expect(plan.totalPaid).toBe(1000);
    expect(plan.remaining).toBe(0);
  });

  it('charges only interest during an interest-only start and leaves the balance untouched', () => {
    // 12% a year is 1% a month: $10,000 costs $100 a month while interest-only.
    const plan = loanPlan({ principal: 10_000, annualPercent: 12, months: 24, interestOnlyMonths: 12 });
    expect(plan.interestOnlyPayment).toBe(100);
    expect(plan.rows[11]).toMatchObject({ payment: 100, principal: 0, balance: 10_000 });
    expect(plan.rows.at(-1)?.balance).toBe(0);
  });

  it('stops after the payments made and reports what is still owed as the balloon', () => {
    // 0%: $12,000 amortized over 12 months is $1,000 a month; after 4 payments $8,000 is owed.
    const plan = loanPlan({ principal: 12_000, annualPercent: 0, months: 12, paymentsMade: 4 });
    expect(plan.months).toBe(4);
    expect(plan.remaining).toBe(8000);
  });

  it('never takes more extra principal than is owed', () => {
    const plan = loanPlan({ principal: 1000, annualPercent: 0, months: 10, extraFor: () => 5000 });
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0]).toMatchObject({ principal: 100, extra: 900, balance: 0, payment: 1000 });
  });
});

describe('monthlyPayment and PMI', () => {
  it('matches the published payment of a $200,000 30-year loan at 6.5% (Wikipedia, "Mortgage calculator")', () => {
    expect(monthlyPayment(200_000, 6.5, 360)).toBe(1264.14);
  });

  it('needs PMI only above 80% of the value: exactly 20% down has none', () => {
    expect(needsPmi(78_400, 98_000)).toBe(false);
    expect(needsPmi(78_400.01, 98_000)).toBe(true);
  });

  it('prices PMI as a yearly percentage of the loan, per month', () => {
    // $360,000 at 0.6% a year is $2,160, $180 a month.
    expect(monthlyPmi(360_000, 0.6)).toBe(180);
  });
});

describe('addMonthsToDate', () => {
  it('keeps the day of the month and falls back to the last day of shorter months', () => {
    expect(addMonthsToDate('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsToDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToDate('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsToDate('2025-01-31', 2)).toBe('2025-03-31');
  });

  it('crosses year ends', () => {
    expect(addMonthsToDate('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonthsToDate('2025-06-15', 0)).toBe('2025-06-15');
  });
});
