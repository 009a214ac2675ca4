import { describe, expect, it } from 'vitest';
import studentLoan from '../../../../src/calculators/financial/student-loan-repayment.ts';
import { payOff } from '../../../../src/calculators/shared/money/debt-payoff.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
import Big from 'big.js';

const context = buildContext(new Date('2025-06-15T12:00:00'));

function repaid(interestHandling: string): Record<string, unknown> {
  const state = defaultState(studentLoan.inputs, context);
  Object.assign(state.values, { balance: '10000', apr: '6', accrualMonths: '12', interestHandling });
  const result = evaluate(studentLoan, state, context);
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  return result.outputs;
}

describe('interest unpaid before repayment', () => {
  it('costs less when it is kept apart (Direct Loans since July 2023) than when it is capitalized', () => {
    const kept = repaid('kept');
    const capitalized = repaid('capitalized');
    expect(kept.months).toBe(120);
    expect(capitalized.months).toBe(120);
    // Capitalized, the $600 itself earns 6 % for ten years; kept apart it earns nothing.
    expect(kept.totalPaid as number).toBeLessThan(capitalized.totalPaid as number);
    expect(kept.firstPayment as number).toBeLessThan(capitalized.firstPayment as number);
    expect(kept.firstPayment as number).toBeGreaterThan(111.02); // $10,000 alone at 6 % over 120 months
  });

  it('charges no interest on interest kept apart, and pays it first', () => {
    const plan = payOff(1000, { rate: () => new Big(0.01), payment: () => new Big(100), unpaidInterest: 50 });
    // Month 1: interest 1 % of the 1,000 principal only = 10; the 100 pays 50 + 10 of interest and 40 of principal.
    expect(plan.rows[0]).toEqual({ month: 1, payment: 100, interest: 10, principal: 40, balance: 960 });
  });
});

describe('a rate too small to count', () => {
  it('repays like 0 %: the balance over 120 equal months, instead of failing', () => {
    const state = defaultState(studentLoan.inputs, context);
    // An APR typed as 6e-18 % once made the level payment divide by zero.
    Object.assign(state.values, { balance: '35000', apr: '6e-18', plan: 'standard', accrualMonths: '0' });
    const result = evaluate(studentLoan, state, context);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    // $35,000 / 120 = $291.666…, paid as $291.67 a month.
    expect(result.outputs.firstPayment).toBe(291.67);
    expect(result.outputs.months).toBe(120);
    expect(result.outputs.totalInterest).toBe(0);
  });
});
