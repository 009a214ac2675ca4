import Big from 'big.js';
import { defineCalculator, out, percent } from '../../engine/index.ts';
import { needsPmi } from '../shared/money/mortgage-insurance.ts';
import { roundCents } from '../shared/money/cents.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/** Longest saving plan worked out, month by month: 100 years. */
const MAX_MONTHS = 1200;

/**
 * Month-end balances of a savings account that starts with `start` and receives `deposit` at
 * the end of every month, until the balance reaches `target` (or MAX_MONTHS pass). Interest is
 * credited monthly at the rate that compounds to the APY over a year, rounded to the cent.
 */
function savingsPath(start: number, deposit: number, apyPercent: number, target: number): number[] {
  const monthlyRate = new Big(Math.pow(1 + apyPercent / 100, 1 / 12) - 1);
  const goal = new Big(target);
  let balance = new Big(start);
  const balances: number[] = [];
  while (balance.lt(goal) && balances.length < MAX_MONTHS) {
    balance = balance.plus(balance.times(monthlyRate).round(2, Big.roundHalfUp)).plus(deposit);
    balances.push(balance.toNumber());
  }
  return balances;
}

const downPaymentOf = (price: number, share: number) => roundCents(new Big(price).times(share).div(100).toNumber());

export default defineCalculator({
  inputs: {
    price: moneyAmount({ label: 'Home price', default: 400_000, minInclusive: false }),
    downPercent: percent({ label: 'Down payment you are aiming for', default: 20, min: 0, max: 100 }),
    savings: moneyAmount({ label: 'Cash saved so far', default: 25_000 }),
    monthlySaving: moneyAmount({ label: 'Added to savings each month', default: 1500 }, PRICE_MAX),
    apy: percent({ label: 'Savings interest rate (APY)', default: 4, min: 0, max: 50 }),
  },
  outputs: {
    downPayment: out.money({ label: 'Down payment', primary: true }),
    monthsToSave: out.integer({ label: 'Months of saving to reach it', primary: true, suffix: 'months' }),
    loanAmount: out.money({ label: 'Loan amount' }),
    pmi: out.text({ label: 'Private mortgage insurance (PMI)' }),
    shortfall: out.money({ label: 'Still to save' }),
    savedShare: out.percent({ label: 'Your savings today as a share of the price', decimals: 1 }),
    interestEarned: out.money({ label: 'Interest earned while saving' }),
    growth: moneyLineChart('Savings towards the down payment'),
  },
  validate: ({ price, downPercent, savings, monthlySaving, apy }) => {
    const target = downPaymentOf(price, downPercent);
    const path = savingsPath(savings, monthlySaving, apy, target);
    return (path.at(-1) ?? savings) < target
      ? [
          {
            field: 'monthlySaving',
            message: 'At this pace the down payment takes more than 100 years; save more each month.',
          },
        ]
      : [];
  },
  compute: ({ price, downPercent, savings, monthlySaving, apy }) => {
    const downPayment = downPaymentOf(price, downPercent);
    const loanAmount = roundCents(price - downPayment);
    const path = savingsPath(savings, monthlySaving, apy, downPayment);
    const finalBalance = path.at(-1) ?? savings;
    const points = [{ x: 0, y: savings }];
    path.forEach((balance, index) => {
      const month = index + 1;
      if (month % 12 === 0 || month === path.length) points.push({ x: Math.ceil(month / 12), y: balance });
    });
    return {
      downPayment,
      monthsToSave: path.length,
      loanAmount,
      pmi: needsPmi(loanAmount, price)
        ? 'Likely: with less than 20% down, a conventional loan usually requires PMI until the balance falls to 78–80% of the value.'
        : 'Not needed on a conventional loan: the down payment is at least 20% of the price.',
      shortfall: roundCents(Math.max(0, downPayment - savings)),
      savedShare: (savings / price) * 100,
      interestEarned: roundCents(finalBalance - savings - monthlySaving * path.length),
      growth: [
        { name: 'Savings', points },
        { name: 'Down payment', points: points.map(({ x }) => ({ x, y: downPayment })) },
      ],
    };
  },
});
