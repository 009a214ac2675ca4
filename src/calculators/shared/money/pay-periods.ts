import Big from 'big.js';

/*
 * Converting pay between hourly, daily, weekly, every-two-weeks, twice-a-month, monthly and
 * yearly figures, shared by the salary and pay-raise calculators. Weekly and every-two-weeks
 * amounts are the pay for weeks that are paid; twice-a-month and monthly amounts spread the
 * year's pay evenly over 24 and 12 paydays.
 */

export type PayUnit = 'hour' | 'day' | 'week' | 'biweek' | 'semimonth' | 'month' | 'year';

export const PAY_UNITS = [
  { value: 'hour', label: 'Per hour' },
  { value: 'day', label: 'Per day' },
  { value: 'week', label: 'Per week' },
  { value: 'biweek', label: 'Every two weeks (26 a year)' },
  { value: 'semimonth', label: 'Twice a month (24 a year)' },
  { value: 'month', label: 'Per month' },
  { value: 'year', label: 'Per year' },
] as const satisfies readonly { value: PayUnit; label: string }[];

export interface WorkSchedule {
  hoursPerWeek: number;
  daysPerWeek: number;
  /** Weeks paid in a year (52 for a salary that includes paid time off). */
  weeksPerYear: number;
}

/** How many of `unit` make up a year of pay under the schedule. */
function unitsPerYear(unit: PayUnit, { hoursPerWeek, daysPerWeek, weeksPerYear }: WorkSchedule): Big {
  const weeks = new Big(weeksPerYear);
  switch (unit) {
    case 'hour':
      return weeks.times(hoursPerWeek);
    case 'day':
      return weeks.times(daysPerWeek);
    case 'week':
      return weeks;
    case 'biweek':
      return weeks.div(2);
    case 'semimonth':
      return new Big(24);
    case 'month':
      return new Big(12);
    case 'year':
      return new Big(1);
  }
}

/** A year's pay from an amount paid per `unit`. */
export function annualPay(amount: number, unit: PayUnit, schedule: WorkSchedule): Big {
  return unitsPerYear(unit, schedule).times(amount);
}

/** The pay per `unit` for a year's pay (0 when the schedule has no time in it). */
export function payPer(annual: Big, unit: PayUnit, schedule: WorkSchedule): Big {
  const count = unitsPerYear(unit, schedule);
  return count.gt(0) ? annual.div(count) : new Big(0);
}
