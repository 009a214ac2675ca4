import { describe, expect, it } from 'vitest';
import { loadCalculator } from '../../../../../src/calculators/registry.ts';
import { amortize } from '../../../../../src/calculators/shared/money/loan-schedule.ts';
import { contributionsMade, futureValue } from '../../../../../src/calculators/shared/money/compounding.ts';
import { toCents } from '../../../../../src/calculators/shared/money/cents.ts';
import { interestByYear } from '../../../../../src/calculators/shared/money/schedule-outputs.ts';
import { evaluate } from '../../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../../src/engine/examples.ts';
import type { ExampleInput } from '../../../../../src/engine/types.ts';
import { buildContext } from '../../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

async function outputs(slug: string, inputs: Record<string, ExampleInput>): Promise<Record<string, unknown>> {
  const definition = await loadCalculator(slug);
  const result = evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
  if (result.status !== 'ok') throw new Error(`not evaluated: ${result.status}`);
  return result.outputs;
}

const yearly = { principal: 0, annualPercent: 5, compoundsPerYear: 1, contribution: 1000, contributionsPerYear: 1 };

describe('futureValue over a part period', () => {
  it('makes only the deposits whose period ends within the term', () => {
    expect(contributionsMade(1.5, 1)).toBe(1);
    expect(contributionsMade(0.5, 1)).toBe(0);
    // 7 months read as 7 ÷ 12 years still holds 7 monthly deposits.
    expect(contributionsMade(7 / 12, 12)).toBe(7);
  });

  it('grows the one yearly deposit of an 18-month term for the last half year', () => {
    // One deposit at the end of year 1, then half a year at 5 %: 1000 × 1.05^0.5 = 1024.695.
    expect(toCents(futureValue({ ...yearly, years: 1.5 }))).toBe(1024.7);
  });

  it('is 0 after 6 months of yearly deposits with nothing to start', () => {
    expect(toCents(futureValue({ ...yearly, years: 0.5 }))).toBe(0);
  });

  it('grows the starting sum and each deposit for the time each is invested', () => {
    // 1000 × 1.05^2.5 + 1000 × 1.05^1.5 + 1000 × 1.05^0.5
    // = 1129.7263 + 1075.9298 + 1024.6951 = 3230.3512.
    expect(toCents(futureValue({ ...yearly, principal: 1000, years: 2.5 }))).toBe(3230.35);
  });

  it('matches monthly deposits to yearly compounding in a term given in months', () => {
    // 7 deposits of $100 at 6 % compounded yearly; the k-th earns for 7 − k months at
    // 1.06^(1/12) a month: 100 × (1 + 1.06^(1/12) + … + 1.06^(6/12)) = 710.305.
    const value = futureValue({
      principal: 0,
      annualPercent: 6,
      years: 7 / 12,
      compoundsPerYear: 1,
      contribution: 100,
      contributionsPerYear: 12,
    });
    expect(toCents(value)).toBe(710.31);
  });

  it('is unchanged for whole periods', () => {
    // 12 monthly deposits of $100 at 1 % a month: 100 × (1.01^12 − 1) ÷ 0.01 = 1268.2503.
    const value = futureValue({
      principal: 0,
      annualPercent: 12,
      years: 1,
      compoundsPerYear: 12,
      contribution: 100,
      contributionsPerYear: 12,
    });
    expect(toCents(value)).toBe(1268.25);
  });
});

describe('compound-interest calculator over a part year', () => {
  const base = { principal: 0, rate: 5, compounding: '1', contribution: 1000, contributionFrequency: '1' };

  it('counts one deposit in 18 months of yearly deposits and its half year of interest', async () => {
    const result = await outputs('compound-interest', { ...base, years: { value: 18, unit: 'month' } });
    expect(result).toMatchObject({ balance: 1024.7, contributed: 1000, interest: 24.7 });
  });

  it('shows no balance and no interest after 6 months of yearly deposits', async () => {
    const result = await outputs('compound-interest', { ...base, years: { value: 6, unit: 'month' } });
    expect(result).toMatchObject({ balance: 0, contributed: 0, interest: 0 });
  });

  it('gives the APY of the nominal rate: 5 % compounded monthly is (1 + 0.05/12)^12 − 1', async () => {
    // (1.0041667)^12 = 1.0511619, so 5.11619 %.
    const result = await outputs('compound-interest', { ...base, compounding: '12' });
    expect(result.apy).toBeCloseTo(5.11619, 5);
  });
});

describe('loan charts over time', () => {
  it('adds up the interest paid at each year end and the last payment', () => {
    // 18 payments: points at the start, after payment 12 (year 1) and after the last (year 2).
    const { rows, totalInterest } = amortize(1200, 12, 18);
    const afterYear = rows.slice(0, 12).reduce((sum, row) => sum + row.interest, 0);
    const points = interestByYear(rows);
    expect(points.map((p) => p.x)).toEqual([0, 1, 2]);
    expect(points[1]?.y).toBeCloseTo(afterYear, 9);
    expect(points[2]?.y).toBeCloseTo(totalInterest, 9);
  });

  it('draws the loan payment balance down to 0 beside the interest paid', async () => {
    const result = await outputs('loan-payment', { amount: 12_000, rate: 0, term: { value: 24, unit: 'month' } });
    expect(result.balance).toEqual([
      {
        name: 'Balance',
        points: [
          { x: 0, y: 12_000 },
          { x: 1, y: 6000 },
          { x: 2, y: 0 },
        ],
      },
      {
        name: 'Interest paid',
        points: [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 2, y: 0 },
        ],
      },
    ]);
  });
});

describe('mortgage-amortization loan amount', () => {
  it('subtracts the down payment in exact cents', async () => {
    // 300,000.30 − 100,000.10 = 200,000.20 (float subtraction gives 200000.19999999998).
    const result = await outputs('mortgage-amortization', { price: 300_000.3, downPayment: 100_000.1 });
    expect(result.loanAmount).toBe(200_000.2);
  });
});
