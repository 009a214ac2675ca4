import Big from 'big.js';
import { defineCalculator, integer, out, select, type FieldError } from '../../engine/index.ts';
import { annualPay, PAY_UNITS, payPer, type WorkSchedule } from '../shared/money/pay-periods.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { workDayProblems, workScheduleFields } from '../shared/presets/work-schedule.ts';

export default defineCalculator({
  inputs: {
    amount: moneyAmount({ label: 'Pay', default: 60_000 }, PRICE_MAX),
    per: select({ label: 'Paid', options: PAY_UNITS, default: 'year' }),
    ...workScheduleFields(),
    paidDaysOff: integer({
      label: 'Paid holidays and vacation days (optional)',
      help: 'Days you are paid for but do not work; used for the rate per hour actually worked.',
      default: 0,
      min: 0,
      max: 366,
      suffix: 'days',
    }),
  },
  outputs: {
    hourly: out.money({ label: 'Hourly wage', primary: true }),
    daily: out.money({ label: 'Daily pay' }),
    weekly: out.money({ label: 'Weekly pay' }),
    biweekly: out.money({ label: 'Pay every two weeks' }),
    semimonthly: out.money({ label: 'Pay twice a month' }),
    monthly: out.money({ label: 'Monthly pay' }),
    annual: out.money({ label: 'Annual salary' }),
    hoursPaid: out.number({ label: 'Paid hours per year', decimals: 1, suffix: 'hours' }),
    workedHourly: out.money({ label: 'Pay per hour actually worked (after paid days off)' }),
  },
  validate: ({ hoursPerWeek, daysPerWeek, weeksPerYear, paidDaysOff }) => {
    const errors: FieldError[] = workDayProblems(hoursPerWeek, daysPerWeek);
    if (paidDaysOff >= daysPerWeek * weeksPerYear) {
      errors.push({ field: 'paidDaysOff', message: 'Paid days off must be fewer than the days paid in a year.' });
    }
    return errors;
  },
  compute: ({ amount, per, hoursPerWeek, daysPerWeek, weeksPerYear, paidDaysOff }) => {
    const schedule: WorkSchedule = { hoursPerWeek, daysPerWeek, weeksPerYear };
    const annual = annualPay(amount, per, schedule);
    const hoursPaid = new Big(hoursPerWeek).times(weeksPerYear);
    // Paid days off are paid hours that are not worked; a day off is an average working day.
    const hoursWorked = hoursPaid.minus(new Big(hoursPerWeek).div(daysPerWeek).times(paidDaysOff));
    return {
      hourly: toCents(payPer(annual, 'hour', schedule)),
      daily: toCents(payPer(annual, 'day', schedule)),
      weekly: toCents(payPer(annual, 'week', schedule)),
      biweekly: toCents(payPer(annual, 'biweek', schedule)),
      semimonthly: toCents(payPer(annual, 'semimonth', schedule)),
      monthly: toCents(payPer(annual, 'month', schedule)),
      annual: toCents(annual),
      hoursPaid: hoursPaid.toNumber(),
      workedHourly: hoursWorked.gt(0) ? toCents(annual.div(hoursWorked)) : 0,
    };
  },
  examples: [
    {
      inputs: { amount: 52_000, per: 'year' },
      expect: { biweekly: 2000, semimonthly: 2166.67, weekly: 1000, hourly: 25 },
      source:
        'AccountingCoach, "What is the difference between biweekly and semimonthly payroll?": a $52,000 salary is $2,000 every two weeks ($52,000 ÷ 26) and $2,166.67 twice a month ($52,000 ÷ 24); 2,080 hours a year gives $25.00 an hour',
    },
    {
      inputs: { amount: 48_108, per: 'year', weeksPerYear: 52.175 },
      expect: { hourly: 23.05, hoursPaid: 2087 },
      source:
        'US Office of Personnel Management, "Pay computation rules" (5 U.S.C. 5504): hourly rate = annual rate ÷ 2,087 hours; GS-9 step 1 at $48,108 → $48,108 ÷ 2,087 = $23.05 (40 hours × 52.175 weeks = 2,087)',
    },
    {
      inputs: { amount: 7.25, per: 'hour' },
      expect: { annual: 15_080, weekly: 290 },
      source:
        'US Department of Labor federal minimum wage of $7.25 an hour: full time, 40 hours × 52 weeks = 2,080 hours → $15,080 a year, $290 a week',
    },
    {
      inputs: { amount: 52_000, per: 'year', paidDaysOff: 10 },
      expect: { hourly: 25, workedHourly: 26.0 },
      source:
        'Definition of paid time off: $52,000 over 2,080 paid hours is $25.00 an hour; with 10 paid days off (80 hours) the 2,000 hours worked earn $52,000 ÷ 2,000 = $26.00 each',
    },
  ],
});
