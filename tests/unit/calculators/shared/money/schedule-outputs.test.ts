import { describe, expect, it } from 'vitest';
import { amortize, loanPlan } from '../../../../../src/calculators/shared/money/loan-schedule.ts';
import { scheduleRows } from '../../../../../src/calculators/shared/money/schedule-outputs.ts';
import { yearEnds, yearMarks } from '../../../../../src/calculators/shared/money/year-marks.ts';

describe('amortize', () => {
  it('is the level-payment loan plan with the same extra principal every month', () => {
    const plan = amortize(10_000, 6, 24, 50);
    const same = loanPlan({ principal: 10_000, annualPercent: 6, months: 24, extraFor: () => 50 });
    expect(plan).toEqual(same);
    expect(plan.rows.every((row) => row.extra === 50 || row.balance === 0)).toBe(true);
  });
});

describe('scheduleRows', () => {
  it('keeps month, payment, principal, interest and balance of each row and drops the extra', () => {
    const rows = scheduleRows(amortize(1200, 0, 3, 100).rows);
    expect(rows[0]).toEqual({ month: 1, payment: 500, principal: 400, interest: 0, balance: 700 });
    expect(rows.every((row) => !('extra' in row))).toBe(true);
  });
});

describe('year marks', () => {
  it('starts yearly table points at 0 and ends on a part year', () => {
    expect(yearMarks(2.5)).toEqual([0, 1, 2, 2.5]);
  });

  it('lists the ends of the years of a term, the last part year included', () => {
    expect(yearEnds(3)).toEqual([1, 2, 3]);
    expect(yearEnds(2.5)).toEqual([1, 2, 2.5]);
    expect(yearEnds(0)).toEqual([]);
  });
});
