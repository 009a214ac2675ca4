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
  examples: [
    {
      inputs: { rate: 6, hours: 46 },
      expect: { total: 294, regularPay: 240, overtimePay: 54, overtimeRate: 9, overtimeHours: 6 },
      source:
        'US Department of Labor, 29 CFR 778.110(a): a $6 hourly rate for an employee who works 46 hours gives $6 an hour for 40 hours and $9 an hour for the 6 hours of overtime, a total weekly wage of $294',
    },
    {
      inputs: { rate: 10, hours: 46 },
      expect: { total: 490, overtimePay: 90 },
      source:
        'University of Tennessee CTAS, "Hourly Rate Employees" (29 CFR 778.110): at $10.00 an hour an employee who works 46 hours is owed $490.00 (40 hours at $10.00 plus 6 hours at $15.00)',
    },
    {
      inputs: { rate: 6, hours: 40 },
      expect: { total: 240, overtimePay: 0, overtimeHours: 0 },
      source:
        '29 CFR 778.110(a): overtime is owed only for hours in excess of 40, so 40 hours at $6 is $240 with no overtime',
    },
    {
      inputs: { rate: 20, hours: 14, threshold: 8, doubleTimeHours: 2 },
      expect: { regularPay: 160, overtimePay: 120, doubleTimePay: 80, total: 360 },
      source:
        'California Labor Code §510(a): time and a half after 8 hours in a workday and double time after 12; at $20 an hour ($30 overtime, $40 double time) a 14-hour day is 8 × $20 + 4 × $30 + 2 × $40 = $360',
    },
  ],
});
