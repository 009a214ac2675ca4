import Big from 'big.js';
import { defineCalculator, number, out, radio, select } from '../../engine/index.ts';
import {
  PRICE_DIGITS,
  coinNames,
  cryptoMarket,
  tableUsdPrice,
  type CoinCode,
  cryptoMarketTable,
} from '../shared/crypto/market.ts';
import {
  currencyNames,
  ecbReferenceRates,
  unitsPerUsd,
  type CurrencyCode,
  exchangeRatesTable,
} from '../shared/money/exchange-rates.ts';
import { amountWithCode } from '../shared/money/currency-text.ts';

const OTHER = 'OTHER';

const coinOptions = [
  ...(Object.keys(coinNames) as CoinCode[]).map((code) => ({ value: code, label: `${code} – ${coinNames[code]}` })),
  { value: OTHER, label: 'Another coin (enter its price)' },
];

const currencyOptions = (Object.keys(currencyNames) as CurrencyCode[]).map((code) => ({
  value: code,
  label: `${code} – ${currencyNames[code]}`,
}));

/** Below this a typed price is surely a slip, and dividing by it would overflow. */
const SMALLEST_OWN_PRICE = 0.00000001;

const asCurrency = (value: string): CurrencyCode => (value in currencyNames ? (value as CurrencyCode) : 'USD');

/*
 * Figures as text: grouped, coins to 8 decimals at most, money to the cent, a price to
 * PRICE_DIGITS significant digits (its whole part in full). Money results are text because their
 * currency is the one chosen in the menu here, which the engine's money output does not know.
 */
const coinText = (value: Big) => value.toNumber().toLocaleString('en-US', { maximumFractionDigits: 8 });
const priceText = (value: Big) =>
  (value.gte(10 ** PRICE_DIGITS) ? value.round(0) : value.prec(PRICE_DIGITS))
    .toNumber()
    .toLocaleString('en-US', { maximumFractionDigits: 20 });

export default defineCalculator({
  datedTables: [cryptoMarketTable, exchangeRatesTable],
  inputs: {
    coin: select({ label: 'Coin', options: coinOptions, default: 'BTC' }),
    direction: radio({
      label: 'Convert',
      options: [
        { value: 'toFiat', label: 'Coins to money' },
        { value: 'toCoins', label: 'Money to coins' },
      ],
      default: 'toFiat',
    }),
    coins: number({ label: 'Amount of the coin', default: 0.5, min: 0, max: 1_000_000_000_000 }),
    money: number({
      label: 'Amount of money',
      help: 'Used when converting money to coins.',
      default: 1000,
      min: 0,
      max: 1_000_000_000_000,
    }),
    currency: select({ label: 'Money currency', options: currencyOptions, default: 'USD' }),
    ownPrice: number({
      label: 'Your own price for 1 coin (optional)',
      help: 'In the money currency above, e.g. from your exchange. Leave 0 to use the dated table.',
      default: 0,
      min: 0,
      max: 1_000_000_000,
    }),
  },
  outputs: {
    summary: out.text({ label: 'Conversion', primary: true }),
    moneyValue: out.text({ label: 'Value in money' }),
    coinAmount: out.number({ label: 'Amount in coins', digits: 10 }),
    price: out.text({ label: 'Price used for 1 coin' }),
    priceNote: out.text({ label: 'Where the price comes from' }),
  },
  validate: ({ coin, ownPrice }) => {
    if (ownPrice > 0 && ownPrice < SMALLEST_OWN_PRICE) {
      return [{ field: 'ownPrice', message: 'Enter 0 to use the table, or a price of at least 0.00000001.' }];
    }
    if (coin === OTHER && ownPrice === 0) {
      return [{ field: 'ownPrice', message: 'The table has no price for another coin: enter its price here.' }];
    }
    return [];
  },
  compute: ({ coin, direction, coins, money, currency, ownPrice }) => {
    const code = asCurrency(currency);
    const usesOwnPrice = ownPrice > 0 || !(coin in coinNames);
    const price = usesOwnPrice
      ? new Big(ownPrice > 0 ? ownPrice : 1)
      : tableUsdPrice(coin as CoinCode).times(unitsPerUsd(code));
    const toFiat = direction === 'toFiat';
    const coinAmount = toFiat ? new Big(coins) : new Big(money).div(price);
    const moneyValue = toFiat ? coinAmount.times(price).round(2, Big.roundHalfUp) : new Big(money);
    const label = coin === OTHER ? 'coins' : coin;
    const tableNote =
      `Table prices in US dollars as of ${cryptoMarket.asOf} (${cryptoMarket.priceSource})` +
      (code === 'USD' ? '' : `; US dollars to ${code} at the ECB reference rate of ${ecbReferenceRates.asOf}`);
    return {
      summary: `${coinText(coinAmount)} ${label} = ${amountWithCode(moneyValue, code)}`,
      moneyValue: amountWithCode(moneyValue, code),
      coinAmount: coinAmount.toNumber(),
      price: `${priceText(price)} ${code}`,
      priceNote: usesOwnPrice
        ? `Using the price you entered. ${tableNote}.`
        : `${tableNote}. Enter your own price for today's rate.`,
    };
  },
});
