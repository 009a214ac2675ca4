import Big from 'big.js';
import {
  defineCalculator,
  duration,
  durationIn,
  number,
  out,
  percent,
  radio,
  select,
  toggle,
} from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { cryptoMarketTable } from '../shared/crypto/market.ts';
import { aprFromApy, apyFromApr } from '../shared/money/compounding.ts';
import { COMPOUNDING_OPTIONS, periodsPerYear } from '../shared/crypto/compounding-periods.ts';
import { coinPriceInput } from '../shared/presets/coin-price.ts';

/** Balance after `periods` reward payments at `rate` each: restaked rewards compound, others do not. */
function balanceAfter(amount: number, rate: number, periods: number, restake: boolean): Big {
  const factor = restake ? Math.exp(periods * Math.log1p(rate)) : 1 + rate * periods;
  return new Big(amount).times(factor);
}

/**
 * The sum of the balances on which each of `periods` rewards is paid. The validator takes its
 * commission from each reward as it is paid, so what it keeps is the gross rate on these balances
 * times its share; it never earns the compounding of rewards it did not receive.
 */
function balancesRewarded(amount: number, netRate: number, periods: number, restake: boolean): Big {
  if (!restake || netRate === 0) return new Big(amount).times(periods);
  return new Big(amount).times(Math.expm1(periods * Math.log1p(netRate)) / netRate);
}

/** Reward payments completed by `years` (a payment counts once its period has ended). */
const paymentsBy = (years: number, perYear: number) => Math.floor(years * perYear + 1e-9);

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    amount: number({
      label: 'Amount staked',
      default: 10,
      min: 0,
      max: 1_000_000_000_000,
      suffix: 'coins',
    }),
    rateType: radio({
      label: 'The rate you have is',
      options: [
        { value: 'apr', label: 'APR (before compounding)' },
        { value: 'apy', label: 'APY (with compounding)' },
      ],
      default: 'apr',
    }),
    rate: percent({ label: 'Reward rate (APR or APY, as chosen above)', default: 3, min: 0, max: 1000 }),
    compounding: select({ label: 'Rewards paid', options: COMPOUNDING_OPTIONS, default: '365' }),
    customPeriods: number({
      label: 'Reward payments per year (for "Custom")',
      help: 'E.g. 73 for a reward every 5-day epoch (Cardano).',
      default: 73,
      min: 1,
      max: 100_000,
      suffix: 'per year',
    }),
    restake: toggle({ label: 'Restake rewards (compound them)', default: true }),
    commission: percent({
      label: 'Validator or platform commission',
      help: 'The share of rewards the validator, pool or exchange keeps.',
      default: 10,
      min: 0,
      max: 100,
    }),
    term: duration({
      label: 'Staking period',
      default: { value: 1, unit: 'year' },
      units: ['year', 'month'],
      min: { value: 1, unit: 'month' },
      max: { value: 50, unit: 'year' },
    }),
    price: coinPriceInput('ETH', 'Coin price (optional)', 'For the values in money.'),
  },
  outputs: {
    rewards: out.number({ label: 'Rewards earned (after commission)', primary: true, digits: 8, suffix: 'coins' }),
    finalBalance: out.number({ label: 'Balance at the end', digits: 8, suffix: 'coins' }),
    rewardsValue: out.money({ label: 'Value of the rewards' }),
    finalValue: out.money({ label: 'Value of the balance at the end' }),
    commissionPaid: out.number({ label: 'Commission kept by the validator', digits: 8, suffix: 'coins' }),
    netApr: out.percent({ label: 'Your APR after commission', decimals: 4 }),
    netApy: out.percent({ label: 'Your APY after commission (rewards restaked)', decimals: 4 }),
    schedule: out.table({
      label: 'Month by month',
      columns: [
        { key: 'month', label: 'Month', kind: 'number' },
        { key: 'rewards', label: 'Rewards that month (coins)', kind: 'number' },
        { key: 'totalRewards', label: 'Rewards to date (coins)', kind: 'number' },
        { key: 'balance', label: 'Balance (coins)', kind: 'number' },
        { key: 'value', label: 'Balance value', kind: 'money' },
      ],
    }),
  },
  compute: ({ amount, rateType, rate, compounding, customPeriods, restake, commission, term, price }) => {
    const perYear = periodsPerYear(compounding, customPeriods);
    const given = rate / 100;
    const grossApr = rateType === 'apy' ? aprFromApy(given, perYear) : given;
    const keep = 1 - commission / 100;
    const grossRate = grossApr / perYear;
    const netRate = grossRate * keep;
    const years = durationIn(term, 'year');
    const months = years * 12;
    const marks = Array.from({ length: Math.floor(months + 1e-9) }, (_, i) => i + 1);
    if (marks.length === 0 || Math.abs((marks.at(-1) ?? 0) - months) > 1e-9) marks.push(months);
    let previous = new Big(amount);
    const schedule = marks.map((month) => {
      const balance = balanceAfter(amount, netRate, paymentsBy(month / 12, perYear), restake);
      const row = {
        month: Math.round(month * 100) / 100,
        rewards: balance.minus(previous).toNumber(),
        totalRewards: balance.minus(amount).toNumber(),
        balance: balance.toNumber(),
        value: toCents(balance.times(price)),
      };
      previous = balance;
      return row;
    });
    const payments = paymentsBy(years, perYear);
    const final = balanceAfter(amount, netRate, payments, restake);
    const rewards = final.minus(amount);
    const commissionPaid = balancesRewarded(amount, netRate, payments, restake).times(grossRate * (1 - keep));
    return {
      rewards: rewards.toNumber(),
      finalBalance: final.toNumber(),
      rewardsValue: toCents(rewards.times(price)),
      finalValue: toCents(final.times(price)),
      commissionPaid: commissionPaid.toNumber(),
      netApr: grossApr * keep * 100,
      netApy: apyFromApr(grossApr * keep, perYear) * 100,
      schedule,
    };
  },
});
