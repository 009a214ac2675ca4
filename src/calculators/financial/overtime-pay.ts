import Big from 'big.js';
import { defineCalculator, money, number, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';

export default defineCalculator({
  inputs: {
    rate: money({ label: 'Regular hourly rate', default: 20, min: 0, max: 100_000 }),
    hours: number({ label: 'Hours worked in the week', default: 46, min: 0, max: 168, suffix: 'hours' }),
    threshold: number({
      label: 'Overtime starts after',
      help: '40 hours a week under the federal Fair Labor Standards Act; use 8 for a daily rule.',
      default: 40,
      min: 0,
      max: 168,
      suffix: 'hours',
    }),
    multiplier: number({ label: 'Overtime multiplier', default: 1.5, min: 1, max: 5, step: 0.25, suffix: '× rate' }),
    doubleTimeHours: number({
      label: 'Of those, hours paid at double time (optional)',
      help: 'For example hours over 12 in a day under California law. Leave 0 if none.',
      default: 0,
      min: 0,
      max: 168,
      suffix: 'hours',
    }),
    doubleTimeMultiplier: number({ label: 'Double-time multiplier', default: 2, min: 1, max: 5, suffix: '× rate' }),
  },
  outputs: {
    total: out.money({ label: 'Total gross pay', primary: true }),
    regularPay: out.money({ label: 'Regular pay' }),
    overtimePay: out.money({ label: 'Overtime pay' }),
    doubleTimePay: out.money({ label: 'Double-time pay' }),
    regularHours: out.number({ label: 'Regular hours', decimals: 2, suffix: 'hours' }),
    overtimeHours: out.number({ label: 'Overtime hours', decimals: 2, suffix: 'hours' }),
    overtimeRate: out.money({ label: 'Overtime hourly rate' }),
    averageRate: out.money({ label: 'Average pay per hour worked' }),
  },
  validate: ({ hours, doubleTimeHours }) =>
    doubleTimeHours > hours
      ? [{ field: 'doubleTimeHours', message: 'Double-time hours are part of the hours worked, so cannot be more.' }]
      : [],
  compute: ({ rate, hours, threshold, multiplier, doubleTimeHours, doubleTimeMultiplier }) => {
    const hourly = new Big(rate);
    // Double-time hours are paid once, at the double-time rate; the rest split at the threshold.
    const straight = Math.max(0, hours - doubleTimeHours);
    const regularHours = Math.min(straight, threshold);
    const overtimeHours = straight - regularHours;
    const overtimeRate = hourly.times(multiplier);
    const regularPay = hourly.times(regularHours);
    const overtimePay = overtimeRate.times(overtimeHours);
    const doubleTimePay = hourly.times(doubleTimeMultiplier).times(doubleTimeHours);
    const total = regularPay.plus(overtimePay).plus(doubleTimePay);
    return {
      total: toCents(total),
      regularPay: toCents(regularPay),
      overtimePay: toCents(overtimePay),
      doubleTimePay: toCents(doubleTimePay),
      regularHours,
      overtimeHours,
      overtimeRate: toCents(overtimeRate),
      averageRate: hours > 0 ? toCents(total.div(hours)) : 0,
    };
  },
});
