import { describe, expect, it } from 'vitest';
import { loanTermInput } from '../../../../../src/calculators/shared/presets/loan-term.ts';
import { moneyLineChart } from '../../../../../src/calculators/shared/presets/money-chart.ts';
import { interestRate, moneyAmount, PRICE_MAX } from '../../../../../src/calculators/shared/presets/money-fields.ts';
import { paymentScheduleTable } from '../../../../../src/calculators/shared/presets/schedule-table.ts';

describe('money field presets', () => {
  it('bounds an amount from 0 to a billion and keeps the label, default and strictness given', () => {
    expect(moneyAmount({ label: 'Loan amount', default: 25_000, minInclusive: false })).toEqual({
      kind: 'money',
      label: 'Loan amount',
      default: 25_000,
      min: 0,
      minInclusive: false,
      max: 1_000_000_000,
    });
  });

  it('caps a price or a regular amount at a hundred million when given that bound', () => {
    expect(moneyAmount({ label: 'Regular contribution', default: 100 }, PRICE_MAX)).toMatchObject({
      min: 0,
      max: 100_000_000,
    });
  });

  it('asks for an APR from 0 to 100 % under the usual label unless told otherwise', () => {
    expect(interestRate(6.5)).toEqual({
      kind: 'percent',
      label: 'Interest rate (APR)',
      default: 6.5,
      min: 0,
      max: 100,
    });
    expect(interestRate(24, 'Current card interest rate (APR)').label).toBe('Current card interest rate (APR)');
  });

  it('takes a loan term in years or months up to 50 years', () => {
    expect(loanTermInput(30, { value: 1, unit: 'year' })).toMatchObject({
      kind: 'duration',
      default: { value: 30, unit: 'year' },
      units: ['year', 'month'],
      max: { value: 50, unit: 'year' },
    });
  });
});

describe('money output presets', () => {
  it('lists month, payment, principal, interest and balance, with the extra column only when asked', () => {
    const keys = (withExtra: boolean) =>
      paymentScheduleTable('Schedule', withExtra).columns.map((column) => column.key);
    expect(keys(false)).toEqual(['month', 'payment', 'principal', 'interest', 'balance']);
    expect(keys(true)).toEqual(['month', 'payment', 'principal', 'interest', 'extra', 'balance']);
  });

  it('draws money against years unless another axis is named', () => {
    expect(moneyLineChart('Growth over time')).toEqual({
      kind: 'chart',
      label: 'Growth over time',
      chart: 'line',
      xLabel: 'year',
      valueKind: 'money',
    });
    expect(moneyLineChart('Balance left', 'month').xLabel).toBe('month');
  });
});
