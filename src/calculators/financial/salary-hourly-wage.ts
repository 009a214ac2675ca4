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
});
