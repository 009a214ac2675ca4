import Big from 'big.js';
import { defineCalculator, money, out, percent, radio, select } from '../../engine/index.ts';
import { annualPay, PAY_UNITS, payPer, type PayUnit, type WorkSchedule } from '../shared/money/pay-periods.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { workDayProblems, workScheduleFields } from '../shared/presets/work-schedule.ts';

const MODES = [
  { value: 'percent', label: 'Raise by a percentage' },
  { value: 'amount', label: 'Raise by an amount' },
  { value: 'compare', label: 'Compare old and new pay' },
] as const;

const TABLE_UNITS: readonly { unit: PayUnit; label: string }[] = [
  { unit: 'hour', label: 'Hourly' },
  { unit: 'day', label: 'Daily' },
  { unit: 'week', label: 'Weekly' },
  { unit: 'biweek', label: 'Every two weeks' },
  { unit: 'semimonth', label: 'Twice a month' },
  { unit: 'month', label: 'Monthly' },
  { unit: 'year', label: 'Yearly' },
];

export default defineCalculator({
  inputs: {
    mode: radio({ label: 'What do you know?', options: MODES, default: 'percent' }),
    currentPay: money({ label: 'Current pay', default: 60_000, min: 0.01, max: 100_000_000 }),
    per: select({ label: 'Paid', options: PAY_UNITS, default: 'year' }),
    raisePercent: percent({ label: 'Raise (percentage)', default: 3, min: -100, max: 1000 }),
    raiseAmount: moneyAmount({ label: 'Raise (amount, same period as your pay)', default: 2_000 }, PRICE_MAX),
    newPay: moneyAmount({ label: 'New pay (to compare)', default: 63_000 }, PRICE_MAX),
    ...workScheduleFields(),
  },
  outputs: {
    newPayOut: out.money({ label: 'New pay (per period you entered)', primary: true }),
    increase: out.money({ label: 'Raise per period you entered' }),
    increasePercent: out.percent({ label: 'Raise as a percentage of old pay', decimals: 2 }),
    annualIncrease: out.money({ label: 'Raise per year' }),
    monthlyIncrease: out.money({ label: 'Raise per month' }),
    byPeriod: out.table({
      label: 'Old and new pay by period',
      columns: [
        { key: 'period', label: 'Period', kind: 'text' },
        { key: 'old', label: 'Old pay', kind: 'money' },
        { key: 'new', label: 'New pay', kind: 'money' },
        { key: 'raise', label: 'Raise', kind: 'money' },
      ],
    }),
  },
  validate: ({ hoursPerWeek, daysPerWeek }) => workDayProblems(hoursPerWeek, daysPerWeek),
  compute: ({ mode, currentPay, per, raisePercent, raiseAmount, newPay, hoursPerWeek, daysPerWeek, weeksPerYear }) => {
    const old = new Big(currentPay);
    const updated =
      mode === 'percent'
        ? old.times(new Big(raisePercent).div(100).plus(1))
        : mode === 'amount'
          ? old.plus(raiseAmount)
          : new Big(newPay);
    const schedule: WorkSchedule = { hoursPerWeek, daysPerWeek, weeksPerYear };
    const oldAnnual = annualPay(currentPay, per, schedule);
    const newAnnual = annualPay(updated.toNumber(), per, schedule);
    const rows = TABLE_UNITS.map(({ unit, label }) => {
      const before = toCents(payPer(oldAnnual, unit, schedule));
      const after = toCents(payPer(newAnnual, unit, schedule));
      return { period: label, old: before, new: after, raise: toCents(new Big(after).minus(before)) };
    });
    return {
      newPayOut: toCents(updated),
      increase: toCents(updated.minus(old)),
      increasePercent: updated.minus(old).div(old).times(100).toNumber(),
      annualIncrease: toCents(newAnnual.minus(oldAnnual)),
      monthlyIncrease: toCents(newAnnual.minus(oldAnnual).div(12)),
      byPeriod: rows,
    };
  },
});
