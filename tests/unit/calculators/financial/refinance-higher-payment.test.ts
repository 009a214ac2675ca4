import { describe, expect, it } from 'vitest';
import refinance from '../../../../src/calculators/financial/refinance-break-even.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../src/engine/examples.ts';
import type { CalculatorDefinition, ExampleInput } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const definition = refinance as unknown as CalculatorDefinition;

function run(inputs: Record<string, ExampleInput>): Record<string, unknown> {
  const result = evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  return result.outputs;
}

describe('refinancing to a higher payment', () => {
  // $120,000 with 240 months left at 6% (r = 0.005): c = 120,000 × 0.005 ÷ (1 − 1.005^−240)
  // = 600 ÷ (1 − 0.302096) = $859.72. Refinanced at 0% over 120 months: 120,000 ÷ 120 = $1,000,
  // $140.28 more a month and no interest at all.
  // Interest on the current loan: month 1, 120,000 × 0.005 = 600.00, balance
  // 120,000 − (859.72 − 600.00) = 119,740.28; month 2, 598.70 (1,198.70 in all), balance
  // 119,479.26; month 3, 597.40 (1,796.10). With $1,200 of closing costs the interest saved
  // passes them in month 3.
  const shorter = {
    balance: 120_000,
    currentRate: 6,
    remaining: { value: 240, unit: 'month' },
    newRate: 0,
    newTerm: { value: 120, unit: 'month' },
    closingCosts: 1200,
  } as const;

  it('shows the payment increase and measures break-even by interest saved', () => {
    const outputs = run(shorter);
    expect(outputs.currentPayment).toBe(859.72);
    expect(outputs.newPayment).toBe(1000);
    expect(outputs.monthlySavings).toBe(-140.28);
    expect(outputs.breakEvenMonths).toBe(3);
    expect(outputs.breakEvenBasis).toContain('interest saved');
    expect(outputs.breakEvenBasis).toContain('month 3');
  });

  it('gives the lifetime interest saved', () => {
    // All the current loan's interest is saved: about 240 × 859.72 − 120,000 = $86,332.80 (the
    // last payment takes the rounding leftover, a few cents).
    const outputs = run(shorter);
    expect(outputs.newInterest).toBe(0);
    expect(outputs.interestDifference).toBeCloseTo(86_332.8, -1);
    expect(outputs.netSavings).toBeCloseTo((outputs.interestDifference as number) - 1200, 2);
    expect(outputs.verdict).toContain('less in total');
  });

  it('breaks even at once with no closing costs', () => {
    expect(run({ ...shorter, closingCosts: 0 }).breakEvenMonths).toBe(0);
  });

  it('says there is no break-even when the interest saved never covers the costs', () => {
    // $10,000 over 12 months at 1%: c = 10,000 × (0.01 ÷ 12) ÷ (1 − (1 + 0.01 ÷ 12)^−12) = $837.85,
    // about 12 × 837.85 − 10,000 = $54 of interest in all, far below $1,000 of closing costs.
    const outputs = run({
      balance: 10_000,
      currentRate: 1,
      remaining: { value: 12, unit: 'month' },
      newRate: 0,
      newTerm: { value: 6, unit: 'month' },
      closingCosts: 1000,
    });
    expect(outputs.currentPayment).toBe(837.85);
    expect(outputs.breakEvenMonths).toBe(0);
    expect(outputs.breakEvenBasis).toContain('no break-even');
    expect(outputs.verdict).toContain('does not pay');
  });

  it('handles equal payments without dividing by zero', () => {
    // 0% both ways over 12 months: $1,000 a month either way, nothing saved.
    const outputs = run({
      balance: 12_000,
      currentRate: 0,
      remaining: { value: 12, unit: 'month' },
      newRate: 0,
      newTerm: { value: 12, unit: 'month' },
      closingCosts: 100,
    });
    expect(outputs.monthlySavings).toBe(0);
    expect(outputs.breakEvenMonths).toBe(0);
    expect(outputs.netSavings).toBe(-100);
  });
});
