import Big from 'big.js';
import { defineCalculator, money, number, out } from '../../engine/index.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { bitcoinIssuedThrough, cryptoMarket, cryptoMarketTable } from '../shared/crypto/market.ts';
import { tradePriceInput } from '../shared/presets/coin-price.ts';

/** Bitcoin issued by the table's recent block: the default circulating supply. */
const BITCOIN_SUPPLY = bitcoinIssuedThrough(cryptoMarket.bitcoin.recentHeight).toNumber();
const LARGEST_SUPPLY = 1e18;

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    price: tradePriceInput('BTC', 'Price of 1 coin'),
    supply: number({
      label: 'Circulating supply',
      help: `Coins in circulation. Default: bitcoin issued by block ${cryptoMarket.bitcoin.recentHeight.toLocaleString('en-US')} (${cryptoMarket.bitcoin.recentHeightDate}).`,
      default: BITCOIN_SUPPLY,
      min: 1,
      max: LARGEST_SUPPLY,
      suffix: 'coins',
    }),
    maxSupply: number({
      label: 'Maximum supply (optional)',
      help: 'The most coins there will ever be (21 million for bitcoin). Leave 0 if there is no cap.',
      default: 21_000_000,
      min: 0,
      max: LARGEST_SUPPLY,
      suffix: 'coins',
    }),
    targetCap: money({
      label: 'Target market cap',
      help: 'A market cap you want to test, e.g. another coin’s.',
      default: 2_000_000_000_000,
      min: 0,
      max: 1_000_000_000_000_000,
    }),
  },
  outputs: {
    marketCap: out.money({ label: 'Market cap (price × circulating supply)', primary: true }),
    impliedPrice: out.money({ label: 'Price at the target market cap', perUnit: true }),
    change: out.percent({ label: 'Change from today’s price to reach it', decimals: 2 }),
    fullyDiluted: out.money({ label: 'Fully diluted value (price × maximum supply)' }),
  },
  validate: ({ supply, maxSupply }) =>
    maxSupply > 0 && maxSupply < supply
      ? [{ field: 'maxSupply', message: 'The maximum supply cannot be less than the circulating supply.' }]
      : [],
  compute: ({ price, supply, maxSupply, targetCap }) => {
    const impliedPrice = new Big(targetCap).div(supply);
    return {
      marketCap: toCents(new Big(price).times(supply)),
      impliedPrice: toUnitPrice(impliedPrice),
      change: impliedPrice.div(price).minus(1).times(100).toNumber(),
      fullyDiluted: toCents(new Big(price).times(maxSupply > 0 ? maxSupply : supply)),
    };
  },
});
