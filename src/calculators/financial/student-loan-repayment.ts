import Big from 'big.js';
import { defineCalculator, integer, money, out, percent, radio, select } from '../../engine/index.ts';
import { levelPayment } from '../shared/money/loan-schedule.ts';
import { aprMonthly, balanceChart, balancesOf, type Payoff, payOff } from '../shared/money/debt-payoff.ts';
import { cents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { BALANCE_COLUMN, MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

/** Extended plans are open to borrowers with more than this in Direct Loans (34 CFR 685.208(d)). */
const EXTENDED_THRESHOLD = 30_000;
/** Standard and extended fixed payments are at least $50 a month (34 CFR 685.208(b), (d)). */
const LEAST_PAYMENT = 50;

const PLANS = [
  { value: 'standard', label: 'Standard – same payment for 10 years' },
  { value: 'graduated', label: 'Graduated – rises every 2 years, 10 years' },
  { value: 'extendedFixed', label: 'Extended fixed – same payment for 25 years' },
  { value: 'extendedGraduated', label: 'Extended graduated – rises every 2 years, 25 years' },
  { value: 'tiered', label: 'Standard for loans made from July 1, 2026 – 10 to 25 years' },
] as const;

type Plan = (typeof PLANS)[number]['value'];

/**
 * Interest unpaid in school and grace. Since 1 July 2023 federal Direct Loans no longer add it to
 * the principal when repayment starts (final rule of 1 November 2022, 87 FR 65904, 34 CFR
 * 685.202(b)); it stays owed, earns no interest and is paid first. Private and FFEL loans, and
 * loans that entered repayment earlier, capitalize it.
 */
const INTEREST_HANDLING = [
  { value: 'kept', label: 'Kept apart, not added to the balance (federal Direct Loans since July 1, 2023)' },
  { value: 'capitalized', label: 'Added to the balance when repayment starts (private or older loans)' },
] as const;

/**
 * The level payment that clears `principal` and `unpaid` (interest charged no interest, paid
 * first) in `months`: the unpaid interest goes first while the principal earns r a month, then the
 * rest of the months amortize the principal. Solved by bisection between the payments without and
 * with the unpaid interest capitalized.
 */
function levelWithUnpaidInterest(principal: number, unpaid: number, rate: number, months: number): number {
  // A rate too small to move 1 + rate in floating point (an APR like 6e-18 %) behaves as 0 %.
  const zeroRate = 1 + rate === 1;
  const level = (amount: number, count: number) =>
    zeroRate ? amount / count : (amount * rate) / (1 - Math.pow(1 + rate, -count));
  if (unpaid === 0 || zeroRate) return level(principal + unpaid, months);
  const monthsLeft = (payment: number) => {
    const clearing = unpaid / (payment - principal * rate);
    return months - clearing;
  };
  let low = level(principal, months);
  let high = level(principal + unpaid, months);
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    const left = monthsLeft(middle);
    if (left > 0 && middle >= level(principal, left)) high = middle;
    else low = middle;
  }
  return high;
}

/** Years of the standard plan for loans made from July 1, 2026, by balance (20 U.S.C. 1087e(d)(7), 2025). */
function tieredYears(balance: number): number {
  if (balance < 25_000) return 10;
  if (balance < 50_000) return 15;
  if (balance < 100_000) return 20;
  return 25;
}

const yearsOf = (plan: Plan, balance: number) =>
  plan === 'tiered' ? tieredYears(balance) : plan === 'standard' || plan === 'graduated' ? 10 : 25;

/**
 * Graduated payments: one level for each 2 years, each level the same multiple of the one before,
 * and the last 3 times the first (the most the rules allow). If that would make the first payment
 * less than the month's interest, the first payment is the interest and the rise is smaller.
 */
function graduatedLevels(balance: number, monthlyRate: number, months: number): Big[] {
  const levels = Math.ceil(months / 24);
  // Present value of 1 a month paid through each 2-year level.
  const levelValue = Array.from({ length: levels }, (_, level) => {
    let sum = 0;
    for (let month = level * 24 + 1; month <= Math.min(months, level * 24 + 24); month += 1) {
      sum += Math.pow(1 + monthlyRate, -month);
    }
    return sum;
  });
  const firstFor = (growth: number) =>
    balance / levelValue.reduce((sum, value, level) => sum + value * Math.pow(growth, level), 0);
  const interestOnly = balance * monthlyRate;
  let growth = levels > 1 ? Math.pow(3, 1 / (levels - 1)) : 1;
  if (firstFor(growth) < interestOnly) {
    let low = 1;
    let high = growth;
    for (let step = 0; step < 60; step += 1) {
      const middle = (low + high) / 2;
      if (firstFor(middle) < interestOnly) high = middle;
      else low = middle;
    }
    growth = low;
  }
  const first = firstFor(growth);
  return Array.from({ length: levels }, (_, level) => cents(new Big(first * Math.pow(growth, level))));
}

function repay(plan: Plan, balance: number, apr: number, unpaidInterest?: number): Payoff {
  const owed = balance + (unpaidInterest ?? 0);
  const months = yearsOf(plan, owed) * 12;
  const rate = aprMonthly(apr);
  const graduated = plan === 'graduated' || plan === 'extendedGraduated';
  // Graduated levels amortize everything owed; the last payment settles what is left.
  const levels = graduated ? graduatedLevels(owed, rate.toNumber(), months) : [];
  let level =
    unpaidInterest === undefined
      ? cents(levelPayment(balance, rate, months))
      : cents(new Big(levelWithUnpaidInterest(balance, unpaidInterest, rate.toNumber(), months)));
  if (plan !== 'tiered' && level.lt(LEAST_PAYMENT)) level = new Big(LEAST_PAYMENT);
  return payOff(balance, {
    unpaidInterest,
    rate: () => rate,
    // The last scheduled payment clears whatever rounding left over.
    payment: (month, owed, interest) =>
      month === months ? owed.plus(interest) : graduated ? (levels[Math.floor((month - 1) / 24)] ?? level) : level,
    maxMonths: months,
  });
}

const highestOf = (plan: Payoff) => plan.rows.slice(0, -1).reduce((most, row) => Math.max(most, row.payment), 0);

export default defineCalculator({
  inputs: {
    balance: money({ label: 'Loan balance', default: 35_000, min: 0, minInclusive: false, max: 5_000_000 }),
    apr: percent({ label: 'Interest rate (APR)', default: 6.53, min: 0, max: 30 }),
    plan: select({ label: 'Repayment plan', options: PLANS, default: 'standard' }),
    accrualMonths: integer({
      label: 'Months of unpaid interest before repayment',
      help: 'For unsubsidized loans: months in school plus the grace period. Leave at 0 if your balance already includes it.',
      default: 0,
      min: 0,
      max: 120,
      suffix: 'months',
    }),
    interestHandling: radio({
      label: 'That unpaid interest is',
      options: INTEREST_HANDLING,
      default: 'kept',
    }),
  },
  outputs: {
    firstPayment: out.money({ label: 'First monthly payment', primary: true }),
    highestPayment: out.money({ label: 'Highest monthly payment' }),
    months: out.integer({ label: 'Number of payments', suffix: 'months' }),
    totalInterest: out.money({ label: 'Total interest' }),
    totalPaid: out.money({ label: 'Total paid' }),
    unpaidInterest: out.money({ label: 'Interest unpaid when repayment starts' }),
    capitalized: out.money({ label: 'Of it, added to the balance (capitalized)' }),
    startingBalance: out.money({ label: 'Balance when repayment starts' }),
    balances: moneyLineChart('Balance left', 'month'),
    schedule: out.table({
      label: 'Repayment schedule',
      columns: [
        MONTH_COLUMN,
        { key: 'payment', label: 'Payment', kind: 'money' },
        { key: 'interest', label: 'Interest', kind: 'money' },
        { key: 'principal', label: 'Principal', kind: 'money' },
        BALANCE_COLUMN,
      ],
    }),
  },
  validate: ({ balance, plan }) =>
    (plan === 'extendedFixed' || plan === 'extendedGraduated') && balance <= EXTENDED_THRESHOLD
      ? [{ field: 'plan', message: 'Extended plans need more than $30,000 in Direct Loans. Choose another plan.' }]
      : [],
  compute: ({ balance, apr, plan, accrualMonths, interestHandling }) => {
    // Simple interest while in school or grace.
    const unpaid = cents(new Big(balance).times(apr).div(100).times(accrualMonths).div(12));
    const capitalized = interestHandling === 'capitalized' ? unpaid : new Big(0);
    const principal = capitalized.plus(balance).toNumber();
    const starting = unpaid.plus(balance).toNumber();
    const chosen =
      interestHandling === 'capitalized' ? repay(plan, principal, apr) : repay(plan, principal, apr, unpaid.toNumber());
    return {
      firstPayment: chosen.rows[0]?.payment ?? 0,
      highestPayment: Math.max(highestOf(chosen), chosen.rows[0]?.payment ?? 0),
      months: chosen.months,
      totalInterest: chosen.totalInterest,
      totalPaid: chosen.totalPaid,
      unpaidInterest: unpaid.toNumber(),
      capitalized: capitalized.toNumber(),
      startingBalance: starting,
      balances: balanceChart([{ name: 'Balance', balances: balancesOf(starting, chosen.rows) }]),
      schedule: chosen.rows.map((row) => ({ ...row })),
    };
  },
});
