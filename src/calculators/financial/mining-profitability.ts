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
});
