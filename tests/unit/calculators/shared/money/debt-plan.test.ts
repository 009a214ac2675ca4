import { describe, expect, it } from 'vitest';
import snowballVsAvalanche from '../../../../../src/calculators/financial/debt-snowball-vs-avalanche.ts';
import { planDebts } from '../../../../../src/calculators/shared/money/debt-plan.ts';
import { wholeMonthsBetween } from '../../../../../src/calculators/shared/money/payment-dates.ts';
import { evaluate } from '../../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../../src/engine/examples.ts';
import type { CalculatorDefinition, ExampleInput } from '../../../../../src/engine/types.ts';
import { buildContext } from '../../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

function run(calculator: unknown, inputs: Record<string, ExampleInput>): Record<string, unknown> {
  const definition = calculator as CalculatorDefinition;
  const result = evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  return result.outputs;
}

describe('wholeMonthsBetween', () => {
  it('counts a month once the same day of the month is reached', () => {
    expect(wholeMonthsBetween('2025-03-15', '2026-03-14')).toBe(11);
    expect(wholeMonthsBetween('2025-03-15', '2026-03-15')).toBe(12);
    expect(wholeMonthsBetween('2025-03-15', '2025-03-15')).toBe(0);
  });

  it('takes the last day of a shorter month as the same day', () => {
    // 31 January + 1 month is 28 February in a common year and 29 February in a leap year.
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-28')).toBe(0);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-29')).toBe(1);
  });

  it('is negative when the target comes first', () => {
    expect(wholeMonthsBetween('2025-06-15', '2025-06-01')).toBe(-1);
    expect(wholeMonthsBetween('2025-06-15', '2024-06-15')).toBe(-12);
  });
});

describe('planDebts payments per debt', () => {
  // At 0% and a $300 budget ($50 + $100 minimums + $150 extra): the $1,000 debt gets
  // $50 + $150 = $200 a month and is cleared by month 5; from month 6 the $3,000 debt, which
  // is down to 3,000 − 5 × 100 = 2,500, gets all $300.
  const debts = [
    { balance: 1000, apr: 0, minimum: 50 },
    { balance: 3000, apr: 0, minimum: 100 },
    { balance: 0, apr: 0, minimum: 0 },
  ];
  const plan = planDebts(debts, 150, 'snowball');

  it('splits each month between the debts as the method says', () => {
    expect(plan.rows[0]?.payments).toEqual([200, 100, 0]);
    expect(plan.rows[4]?.payments).toEqual([200, 100, 0]);
    expect(plan.rows[5]?.payments).toEqual([0, 300, 0]);
    // 2,500 = 8 × 300 + 100: the last payment, in month 14, is $100.
    expect(plan.rows.at(-1)).toMatchObject({ month: 14, payments: [0, 100, 0], payment: 100 });
  });

  it('pays in all what the month total says', () => {
    for (const row of plan.rows) {
      expect(row.payments.reduce((sum, paid) => sum + paid, 0)).toBeCloseTo(row.payment, 9);
    }
  });

  it('rolls the leftover of the month a debt is cleared on to the next debt', () => {
    // $250 on the first debt, a $300 budget: month 1 pays it $50 + $150 = $200, leaving $50; in
    // month 2 its $50 minimum clears it and the $150 extra goes on to the second debt with its
    // $100 minimum, $250 in all.
    const rolled = planDebts(
      [
        { balance: 250, apr: 0, minimum: 50 },
        { balance: 1000, apr: 0, minimum: 100 },
      ],
      150,
      'snowball',
    );
    expect(rolled.rows[0]?.payments).toEqual([200, 100]);
    expect(rolled.rows[1]).toMatchObject({ payments: [50, 250], cleared: [0] });
  });
});

describe('debt snowball vs avalanche plan tables', () => {
  const outputs = run(snowballVsAvalanche, {
    balance1: 1000,
    apr1: 0,
    minimum1: 50,
    balance2: 3000,
    apr2: 0,
    minimum2: 100,
    balance3: 0,
    balance4: 0,
    extra: 150,
  });

  it('shows what to pay on each debt, leaving the debts left at 0 blank', () => {
    const rows = outputs.snowballPlan as Record<string, unknown>[];
    expect(rows[0]).toEqual({
      month: 1,
      pay1: 200,
      pay2: 100,
      target: 'Debt 1',
      interest: 0,
      balance: 3700,
      cleared: '',
    });
    expect(rows[5]).toMatchObject({ month: 6, pay1: 0, pay2: 300, target: 'Debt 2' });
    expect(rows[0]).not.toHaveProperty('pay3');
  });

  it('has the same columns for both methods', () => {
    const avalanche = outputs.avalanchePlan as Record<string, unknown>[];
    expect(Object.keys(avalanche[0] ?? {})).toEqual(Object.keys((outputs.snowballPlan as object[])[0] ?? {}));
  });
});
