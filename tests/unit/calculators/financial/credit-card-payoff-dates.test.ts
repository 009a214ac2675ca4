import { describe, expect, it } from 'vitest';
import creditCardPayoff from '../../../../src/calculators/financial/credit-card-payoff.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../src/engine/examples.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import type { CalculatorDefinition, ExampleInput } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const definition = creditCardPayoff as unknown as CalculatorDefinition;

function evaluateWith(inputs: Record<string, ExampleInput>, today = '2025-06-15') {
  const context = buildContext(new Date(`${today}T12:00:00`));
  return evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
}

function run(inputs: Record<string, ExampleInput>, today?: string): Record<string, unknown> {
  const result = evaluateWith(inputs, today);
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  return result.outputs;
}

describe('credit card payoff dates', () => {
  it('dates every payment a month apart from today and gives the last as the payoff date', () => {
    // 0%: $1,200 at $100 a month is 12 payments; from 31 January 2025 they fall on 28 February,
    // 31 March, … and 31 January 2026.
    const outputs = run({ balance: 1200, apr: 0, goal: 'months', payment: 100, today: '2025-01-31' });
    expect(outputs.months).toBe(12);
    expect(outputs.payoffDate).toBe('2026-01-31');
    const schedule = outputs.schedule as { date: string }[];
    expect(schedule.slice(0, 2).map((row) => row.date)).toEqual(['2025-02-28', '2025-03-31']);
  });

  it('pays by the target date: one payment per whole month from today', () => {
    // 15 June 2025 to 14 June 2026 is 11 whole months: $1,100 at 0% is $100 a month, the last
    // on 15 May 2026; to 15 June 2026 it is 12 months.
    const eleven = run({ balance: 1100, apr: 0, goal: 'payment', today: '2025-06-15', target: '2026-06-14' });
    expect(eleven).toMatchObject({ months: 11, monthlyPayment: 100, payoffDate: '2026-05-15' });
    const twelve = run({ balance: 1200, apr: 0, goal: 'payment', today: '2025-06-15', target: '2026-06-15' });
    expect(twelve).toMatchObject({ months: 12, monthlyPayment: 100, payoffDate: '2026-06-15' });
  });

  it('defaults to a date that always comes to 24 payments, leap day or not', () => {
    // 731 days after 15 June 2027 is 15 June 2029 (29 February 2028 in between); after 15 June
    // 2025 it is 16 June 2027: both are 24 whole months.
    for (const today of ['2025-06-15', '2027-06-15']) {
      const context = buildContext(new Date(`${today}T12:00:00`));
      const state = defaultState(definition.inputs, context);
      state.values.goal = 'payment';
      const result = evaluate(definition, state, context);
      expect(result.status).toBe('ok');
      if (result.status === 'ok') expect(result.outputs.months).toBe(24);
    }
  });

  it('asks for a target at least a month away and within 50 years', () => {
    const soon = evaluateWith({ goal: 'payment', today: '2025-06-15', target: '2025-07-14' });
    expect(soon.status === 'invalid' && soon.errors[0]?.field).toBe('target');
    const past = evaluateWith({ goal: 'payment', today: '2025-06-15', target: '2024-06-15' });
    expect(past.status === 'invalid' && past.errors[0]?.field).toBe('target');
    // 600 months from 15 June 2025 is 15 June 2075; a day later is still 600, a month later 601.
    expect(evaluateWith({ goal: 'payment', today: '2025-06-15', target: '2075-06-15' }).status).toBe('ok');
    const far = evaluateWith({ goal: 'payment', today: '2025-06-15', target: '2075-07-15' });
    expect(far.status === 'invalid' && far.errors[0]?.field).toBe('target');
  });

  it('ignores the target date when the payment is fixed', () => {
    const outputs = run({ balance: 1200, apr: 0, goal: 'months', payment: 100, target: '2025-06-16' });
    expect(outputs.months).toBe(12);
  });
});
