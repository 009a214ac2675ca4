import Big from 'big.js';
import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { SATS_PER_BTC, cryptoMarketTable } from '../shared/crypto/market.ts';
import { coinPriceInput } from '../shared/presets/coin-price.ts';

/** Satoshis in one of each unit (Bitcoin Wiki, "Units"). */
const SATS_PER_UNIT = { sat: 1, bit: 100, mbtc: 100_000, btc: SATS_PER_BTC } as const;
type BitcoinUnit = keyof typeof SATS_PER_UNIT;

/** 21 million bitcoin is every coin there will ever be. */
const MAX_SATS = new Big(21_000_000).times(SATS_PER_BTC);

const asUnit = (value: string): BitcoinUnit => (value in SATS_PER_UNIT ? (value as BitcoinUnit) : 'sat');
const satsOf = (amount: number, unit: string) => new Big(amount).times(SATS_PER_UNIT[asUnit(unit)]);

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    amount: number({ label: 'Amount', default: 100_000, min: 0, max: 1e16 }),
    unit: select({
      label: 'Unit',
      options: [
        { value: 'sat', label: 'Satoshis (sats)' },
        { value: 'bit', label: 'Bits (μBTC, 100 sats)' },
        { value: 'mbtc', label: 'Millibitcoin (mBTC, 100,000 sats)' },
        { value: 'btc', label: 'Bitcoin (BTC)' },
      ],
      default: 'sat',
    }),
    price: coinPriceInput('BTC', 'Bitcoin price (1 BTC)'),
  },
  outputs: {
    btc: out.number({ label: 'Bitcoin', primary: true, decimals: 8, suffix: 'BTC' }),
    sats: out.number({ label: 'Satoshis', digits: 15, suffix: 'sats' }),
    bits: out.number({ label: 'Bits (μBTC)', digits: 15, suffix: 'bits' }),
    millibitcoin: out.number({ label: 'Millibitcoin', digits: 15, suffix: 'mBTC' }),
    value: out.money({ label: 'Value at the bitcoin price' }),
  },
  validate: ({ amount, unit }) =>
    satsOf(amount, unit).gt(MAX_SATS)
      ? [{ field: 'amount', message: 'That is more than the 21 million bitcoin that will ever exist.' }]
      : [],
  compute: ({ amount, unit, price }) => {
    const sats = satsOf(amount, unit);
    const btc = sats.div(SATS_PER_BTC);
    return {
      btc: btc.toNumber(),
      sats: sats.toNumber(),
      bits: sats.div(SATS_PER_UNIT.bit).toNumber(),
      millibitcoin: sats.div(SATS_PER_UNIT.mbtc).toNumber(),
      value: toCents(btc.times(price)),
    };
  },
});
