import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import type { CalculatorDefinition } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2026-06-15T12:00:00'));
const payRaise = await calculatorLoaders['pay-raise-salary-increase']!();
const takeHome = await calculatorLoaders['take-home-pay-net-salary']!();

function run(definition: CalculatorDefinition, values: Record<string, string>) {
  const state = defaultState(definition.inputs, context);
  Object.assign(state.values, values);
  return evaluate(definition, state, context);
}

describe('the 401(k) limit follows the age (IRS IR-2025-111: $24,500 for 2026, $8,000 catch-up from 50)', () => {
  it('refuses $30,000 for someone under 50, at the contribution field', () => {
    const result = run(takeHome, { salary: '100000', retirementPercent: '30', age: '35' });
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && result.errors.map((error) => error.field)).toEqual(['retirementPercent']);
  });

  it('takes $32,500 at 55, the limit with the catch-up', () => {
    expect(run(takeHome, { salary: '100000', retirementPercent: '32.5', age: '55' }).status).toBe('ok');
    expect(run(takeHome, { salary: '100000', retirementPercent: '32.6', age: '55' }).status).toBe('invalid');
  });
});

describe('pay per day counts the days per week the visitor works', () => {
  it('makes $200 a day over a 4-day week $41,600 a year (200 × 4 × 52)', () => {
    const result = run(payRaise, { currentPay: '200', per: 'day', daysPerWeek: '4', raisePercent: '0' });
    expect(result.status).toBe('ok');
    const rows = result.status === 'ok' ? (result.outputs.byPeriod as { period: string; old: number }[]) : [];
    expect(rows.find((row) => row.period === 'Yearly')?.old).toBe(41_600);
  });
});
