import Big from 'big.js';
import { date, defineCalculator, integer, money, number, out, percent } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import {
  cryptoMarket,
  HALVING_INTERVAL,
  SATS_PER_BTC,
  subsidySatsAt,
  cryptoMarketTable,
} from '../shared/crypto/market.ts';
import { coinPriceInput } from '../shared/presets/coin-price.ts';

/** Each hash has a 1 in 2³² chance of meeting difficulty 1 (Bitcoin Wiki, "Difficulty"). */
const HASHES_PER_DIFFICULTY = 2 ** 32;
const SECONDS_PER_DAY = 86_400;
/** Bitcoin's target block interval: 10 minutes, so 144 blocks a day. */
const BLOCKS_PER_DAY = 144;
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;
/** After 33 halvings the subsidy rounds down to nothing. */
const LAST_SUBSIDY_HEIGHT = 33 * HALVING_INTERVAL;

const { bitcoin } = cryptoMarket;

/**
 * `days` calendar days after a YYYY-MM-DD date. Counted in UTC, where every day has 24 hours, so
 * no daylight-saving change can move the date; plain Date.UTC keeps date-fns (several kilobytes)
 * out of this page's tight script budget.
 */
function addDays(iso: string, days: number): string {
  const [year = 2000, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    hashrate: number({
      label: 'Hash rate',
      help: 'Your miners’ total, e.g. 200 TH/s for one current ASIC.',
      default: 200,
      min: 0.000001,
      max: 1_000_000_000,
      suffix: 'TH/s',
    }),
    power: number({
      label: 'Power draw',
      unitFamily: 'power',
      unit: 'w',
      imperialUnit: 'w',
      units: ['w', 'kw'],
      default: 3500,
      min: 1,
      max: 1_000_000_000,
    }),
    electricity: money({ label: 'Electricity price (per kWh)', default: 0.08, min: 0, max: 10 }),
    poolFee: percent({
      label: 'Pool fee',
      help: 'The share of your revenue the mining pool keeps.',
      default: 2,
      min: 0,
      max: 100,
    }),
    difficulty: number({
      label: 'Network difficulty',
      help: `Default: ${Number(bitcoin.difficulty).toLocaleString('en-US')}, in force on ${cryptoMarket.asOf}. It changes every 2,016 blocks.`,
      default: Number(bitcoin.difficulty),
      min: 1,
      max: 1e18,
    }),
    reward: number({
      label: 'Block reward',
      help: `New coins per block (${bitcoin.blockReward} BTC since April 2024). Add average transaction fees per block if you like.`,
      default: Number(bitcoin.blockReward),
      min: 0,
      max: 50,
      suffix: 'BTC',
    }),
    price: coinPriceInput('BTC', 'Bitcoin price (1 BTC)'),
    height: integer({
      label: 'Block height (for the halving countdown)',
      help: `Default: block ${bitcoin.recentHeight.toLocaleString('en-US')}. A block explorer shows the latest.`,
      default: bitcoin.recentHeight,
      min: 0,
      max: LAST_SUBSIDY_HEIGHT,
    }),
    heightDate: date({
      label: 'Date of that block',
      default: bitcoin.recentHeightDate,
      min: '2009-01-03',
      max: '2199-12-31',
    }),
  },
  outputs: {
    profitPerDay: out.money({ label: 'Profit per day', primary: true }),
    btcPerDay: out.number({ label: 'Bitcoin mined per day (before the pool fee)', digits: 6, suffix: 'BTC' }),
    revenuePerDay: out.money({ label: 'Revenue per day (before the pool fee)' }),
    poolFeePerDay: out.money({ label: 'Pool fee per day' }),
    powerCostPerDay: out.money({ label: 'Electricity cost per day' }),
    profitPerMonth: out.money({ label: 'Profit per month (30 days)' }),
    profitPerYear: out.money({ label: 'Profit per year (365 days)' }),
    breakEvenElectricity: out.money({ label: 'Break-even electricity price (per kWh)', perUnit: true }),
    soloBlockTime: out.duration({ label: 'Average time to find a block alone', smallest: 'hour' }),
    blocksToHalving: out.integer({ label: 'Blocks until the next halving', suffix: 'blocks' }),
    nextHalvingHeight: out.integer({ label: 'Next halving at block' }),
    halvingDate: out.date({ label: 'Estimated halving date (10 minutes a block)' }),
    daysToHalving: out.number({ label: 'Days until the halving', decimals: 1, suffix: 'days' }),
    subsidyNow: out.number({ label: 'Block subsidy at that height', digits: 8, suffix: 'BTC' }),
    subsidyAfter: out.number({ label: 'Block subsidy after the halving', digits: 8, suffix: 'BTC' }),
  },
  compute: ({ hashrate, power, electricity, poolFee, difficulty, reward, price, height, heightDate }) => {
    const hashesPerSecond = hashrate * 1e12;
    const hashesPerBlock = difficulty * HASHES_PER_DIFFICULTY;
    const btcPerDay = (hashesPerSecond * SECONDS_PER_DAY * reward) / hashesPerBlock;
    const revenue = new Big(btcPerDay).times(price);
    const fee = revenue.times(poolFee).div(100);
    const kwhPerDay = new Big(power).div(1000).times(24);
    const powerCost = kwhPerDay.times(electricity);
    const profit = revenue.minus(fee).minus(powerCost);
    const nextHalvingHeight = (Math.floor(height / HALVING_INTERVAL) + 1) * HALVING_INTERVAL;
    const blocksToHalving = nextHalvingHeight - height;
    const daysToHalving = blocksToHalving / BLOCKS_PER_DAY;
    return {
      profitPerDay: toCents(profit),
      btcPerDay,
      revenuePerDay: toCents(revenue),
      poolFeePerDay: toCents(fee),
      powerCostPerDay: toCents(powerCost),
      profitPerMonth: toCents(profit.times(DAYS_PER_MONTH)),
      profitPerYear: toCents(profit.times(DAYS_PER_YEAR)),
      breakEvenElectricity: toUnitPrice(revenue.minus(fee).div(kwhPerDay)),
      soloBlockTime: hashesPerBlock / hashesPerSecond,
      blocksToHalving,
      nextHalvingHeight,
      halvingDate: addDays(heightDate, Math.round(daysToHalving)),
      daysToHalving,
      subsidyNow: subsidySatsAt(height) / SATS_PER_BTC,
      subsidyAfter: subsidySatsAt(nextHalvingHeight) / SATS_PER_BTC,
    };
  },
  examples: [
    {
      inputs: { hashrate: 21.99023255552, difficulty: 47_427_554_950.648, reward: 25 },
      expect: { btcPerDay: 6.99542703277 / 30 },
      tolerance: 1e-9,
      source:
        'Bitcoin Stack Exchange, "What is the algorithm to create a bitcoin mining calculator?": H = 21,990,232,555,520 H/s (about 20 TH/s), D = 47,427,554,950.648, B = 25 gives (30 × H × B × 86,400) ÷ (D × 2³²) = 6.99542703277 BTC in 30 days',
    },
    {
      inputs: { hashrate: 0.0007, difficulty: 908_350_862.437, reward: 25 },
      expect: { btcPerDay: 0.00038755 },
      tolerance: 0.00000001,
      source:
        'Bitcoin Stack Exchange, same question: at 700 MH/s and difficulty 908,350,862.437 a mining calculator shows 0.00038755 BTC per day (block reward 25 BTC)',
    },
    {
      inputs: { hashrate: 0.001, difficulty: 20_000 },
      expect: { soloBlockTime: 23.85 * 3600 },
      tolerance: 60,
      source:
        'Bitcoin Wiki, "Difficulty": time = difficulty × 2³² ÷ hashrate; a 1 GH/s rig at difficulty 20,000 takes 23.85 hours on average to find a block (the wiki’s Python 2 integer division truncates 23.86)',
    },
    {
      inputs: { height: 840_000, heightDate: '2024-04-20' },
      expect: {
        nextHalvingHeight: 1_050_000,
        blocksToHalving: 210_000,
        halvingDate: '2028-04-17',
        subsidyNow: 3.125,
        subsidyAfter: 1.5625,
      },
      source:
        'Mooch.fm Bitcoin halving countdown: the fourth halving was block 840,000 on 20 April 2024 (6.25 → 3.125 BTC); the next is block 1,050,000 (3.125 → 1.5625 BTC), predicted for 17 April 2028 at 10 minutes a block',
    },
    {
      inputs: { height: 929_606 },
      expect: { blocksToHalving: 120_394 },
      source:
        'CoinPost fact check, "Bitcoin halving projected for April 2028": 1,050,000 (target block) − 929,606 (current block) = 120,394 blocks',
    },
    {
      inputs: {
        hashrate: 100,
        power: 3000,
        electricity: 0,
        poolFee: 0,
        difficulty: 100_000_000_000_000,
        reward: 3.125,
        price: 0,
      },
      expect: { profitPerDay: 0, powerCostPerDay: 0, breakEvenElectricity: 0 },
      source: 'Edge case: with a zero bitcoin price and free electricity, revenue, costs and profit are all zero',
    },
  ],
});
