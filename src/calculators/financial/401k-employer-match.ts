import Big from 'big.js';
import { defineCalculator, integer, out, percent, type FieldError } from '../../engine/index.ts';
import { annuityFutureFactor } from '../shared/money/annuity.ts';
import { centsAboveZero, toCents } from '../shared/money/cents.ts';
import { growthFactor } from '../shared/money/compounding.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { deferralLimit, usRetirementLimits } from '../shared/money/us-retirement-limits.ts';

/*
 * IRS limits for the year (content/data/us-retirement-limits-2026.yaml): elective deferrals;
 * catch-up from age 50, or a larger one at ages 60 to 63 (SECURE 2.0); all contributions to one
 * account (section 415(c)), catch-ups not counted; pay a plan may count (section 401(a)(17)).
 * The projection keeps them at these figures in later years.
 */
export const LIMIT_YEAR = usRetirementLimits.year;
const ANNUAL_ADDITIONS_LIMIT = usRetirementLimits.annualAdditions;
const COMPENSATION_LIMIT = usRetirementLimits.compensation;

interface MatchRule {
  rate1: number;
  limit1: number;
  rate2: number;
  limit2: number;
}

/** One year's contributions: the employee's (capped by the IRS) and the employer's match on them. */
function yearContributions(salary: Big, percentOfPay: number, age: number, rule: MatchRule) {
  const cap = deferralLimit(age);
  const wanted = salary.times(percentOfPay).div(100);
  const employee = wanted.gt(cap) ? new Big(cap) : wanted;
  // The match follows what is actually deferred, as a share of the pay the plan may count (pay
  // above the compensation limit is disregarded), tier by tier, as a plan with a true-up pays it.
  const planPay = salary.gt(COMPENSATION_LIMIT) ? new Big(COMPENSATION_LIMIT) : salary;
  const deferredPercent = planPay.gt(0) ? employee.div(planPay).times(100).toNumber() : 0;
  const tier1 = Math.min(deferredPercent, rule.limit1);
  const tier2 = Math.min(Math.max(deferredPercent - rule.limit1, 0), rule.limit2);
  const match = planPay.times(rule.rate1 * tier1 + rule.rate2 * tier2).div(10_000);
  // Catch-up contributions do not count toward the annual additions limit (section 415(c)).
  const counted = employee.gt(usRetirementLimits.electiveDeferral) ? usRetirementLimits.electiveDeferral : employee;
  const room = new Big(ANNUAL_ADDITIONS_LIMIT).minus(counted);
  const employer = match.gt(room) ? room : match;
  return { employee, employer, capped: wanted.gt(cap), cap };
}

export default defineCalculator({
  datedTables: [usRetirementLimits],
  inputs: {
    salary: moneyAmount({ label: 'Annual salary', currency: 'USD', default: 75_000 }, PRICE_MAX),
    contributionPercent: percent({ label: 'Your contribution (% of salary)', default: 6, min: 0, max: 100 }),
    matchRate: percent({ label: 'Employer match (% of your contribution)', default: 50, min: 0, max: 300 }),
    matchLimit: percent({ label: '…on your contributions up to (% of salary)', default: 6, min: 0, max: 100 }),
    match2Rate: percent({
      label: 'Second tier match (% of your contribution)',
      help: 'Optional, for formulas like 100% of the first 3% plus 50% of the next 2%.',
      default: 0,
      min: 0,
      max: 300,
    }),
    match2Limit: percent({ label: '…on the next (% of salary)', default: 0, min: 0, max: 100 }),
    currentAge: integer({ label: 'Your age at the end of this year', default: 30, min: 15, max: 99, suffix: 'years' }),
    retirementAge: integer({ label: 'Retirement age', default: 67, min: 16, max: 100, suffix: 'years' }),
    balance: moneyAmount({ label: 'Current 401(k) balance', default: 25_000 }),
    salaryIncrease: percent({ label: 'Yearly salary increase', default: 2, min: 0, max: 20 }),
    rate: percent({ label: 'Expected annual return (APR, compounded monthly)', default: 6, min: 0, max: 30 }),
  },
  outputs: {
    projected: out.money({ label: 'Projected 401(k) balance at retirement', primary: true }),
    employeeNow: out.money({ label: `Your contributions in ${LIMIT_YEAR}` }),
    employerNow: out.money({ label: `Employer match in ${LIMIT_YEAR}` }),
    totalNow: out.money({ label: `Total going in during ${LIMIT_YEAR}` }),
    missedMatch: out.money({ label: `Match you are leaving unclaimed in ${LIMIT_YEAR}` }),
    limit: out.money({ label: `IRS limit on your contributions in ${LIMIT_YEAR} (with catch-up at your age)` }),
    limitStatus: out.text({ label: 'Your contribution and the IRS limit' }),
    totalEmployee: out.money({ label: 'All your contributions until retirement' }),
    totalEmployer: out.money({ label: 'All employer contributions until retirement' }),
    growth: out.money({ label: 'Investment growth' }),
    chart: moneyLineChart('401(k) balance by age', 'age'),
    byYear: out.table({
      label: 'Year by year',
      columns: [
        { key: 'age', label: 'Age', kind: 'integer' },
        { key: 'salary', label: 'Salary', kind: 'money' },
        { key: 'employee', label: 'You', kind: 'money' },
        { key: 'employer', label: 'Employer', kind: 'money' },
        { key: 'balance', label: 'Balance at year end', kind: 'money' },
      ],
    }),
  },
  validate: ({ currentAge, retirementAge }) => {
    const errors: FieldError[] = [];
    if (retirementAge <= currentAge) {
      errors.push({ field: 'retirementAge', message: 'Enter a retirement age above your current age.' });
    }
    return errors;
  },
  compute: (values) => {
    const { salary, contributionPercent, currentAge, retirementAge, balance, salaryIncrease, rate } = values;
    const rule: MatchRule = {
      rate1: values.matchRate,
      limit1: values.matchLimit,
      rate2: values.match2Rate,
      limit2: values.match2Limit,
    };
    const monthly = rate / 100 / 12;
    const yearGrowth = growthFactor(monthly, 12);
    // Contributions go in evenly with each monthly paycheck and earn from then on.
    const yearOfDeposits = annuityFutureFactor(monthly, 12, 'end') / 12;

    const first = yearContributions(new Big(salary), contributionPercent, currentAge, rule);
    const fullMatch = yearContributions(new Big(salary), rule.limit1 + rule.limit2, currentAge, rule).employer;
    const unclaimed = fullMatch.minus(first.employer);

    let total = new Big(balance);
    let fromEmployee = new Big(0);
    let fromEmployer = new Big(0);
    const rows: { age: number; salary: number; employee: number; employer: number; balance: number }[] = [];
    for (let year = 0; year < retirementAge - currentAge; year += 1) {
      const age = currentAge + year;
      const pay = new Big(salary).times(growthFactor(salaryIncrease / 100, year)).round(2, Big.roundHalfUp);
      const { employee, employer } = yearContributions(pay, contributionPercent, age, rule);
      total = total.times(yearGrowth).plus(employee.plus(employer).times(yearOfDeposits));
      fromEmployee = fromEmployee.plus(employee);
      fromEmployer = fromEmployer.plus(employer);
      rows.push({
        age,
        salary: toCents(pay),
        employee: toCents(employee),
        employer: toCents(employer),
        balance: toCents(total),
      });
    }

    return {
      projected: toCents(total),
      employeeNow: toCents(first.employee),
      employerNow: toCents(first.employer),
      totalNow: toCents(first.employee.plus(first.employer)),
      missedMatch: centsAboveZero(unclaimed),
      limit: first.cap,
      limitStatus: first.capped
        ? 'Capped: the percentage you chose is more than the IRS allows, so only the limit goes in'
        : 'Within the IRS limit',
      totalEmployee: toCents(fromEmployee),
      totalEmployer: toCents(fromEmployer),
      growth: toCents(total.minus(balance).minus(fromEmployee).minus(fromEmployer)),
      chart: [
        {
          name: 'Balance',
          points: rows.map((row) => ({ x: row.age, y: row.balance })),
        },
      ],
      byYear: rows,
    };
  },
});
