import Big from 'big.js';
import { defineCalculator, number, out, select } from '../../engine/index.ts';
import {
  currencyNames,
  ecbReferenceRates,
  tableRate,
  type CurrencyCode,
  exchangeRatesTable,
} from '../shared/money/exchange-rates.ts';
import { amountWithCode } from '../shared/money/currency-text.ts';

const currencyOptions = (Object.keys(currencyNames) as CurrencyCode[]).map((code) => ({
  value: code,
  label: `${code} – ${currencyNames[code]}`,
}));

function asCurrency(value: string): CurrencyCode {
  return value in currencyNames ? (value as CurrencyCode) : 'USD';
}

/** Below this a typed rate is surely a slip, and its inverse would overflow. */
const SMALLEST_OWN_RATE = 0.000001;

export default defineCalculator({
  datedTables: [exchangeRatesTable],
  inputs: {
    amount: number({ label: 'Amount', default: 100, min: 0, max: 1_000_000_000_000 }),
    from: select({ label: 'From currency', options: currencyOptions, default: 'USD' }),
    to: select({ label: 'To currency', options: currencyOptions, default: 'EUR' }),
    ownRate: number({
      label: 'Your own rate (optional)',
      help: 'Units of the "to" currency for 1 unit of the "from" currency, e.g. from your bank. Leave 0 to use the table.',
      default: 0,
      min: 0,
      max: 1_000_000_000,
    }),
  },
  outputs: {
    converted: out.text({ label: 'Converted amount', primary: true }),
    summary: out.text({ label: 'Conversion' }),
    rate: out.number({ label: 'Rate used (1 unit of "from" in "to")', digits: 6 }),
    inverseRate: out.number({ label: 'Inverse rate (1 unit of "to" in "from")', digits: 6 }),
    ratesNote: out.text({ label: 'Where the rate comes from' }),
  },
  validate: ({ ownRate }) =>
    ownRate > 0 && ownRate < SMALLEST_OWN_RATE
      ? [{ field: 'ownRate', message: 'Enter 0 to use the table, or a rate of at least 0.000001.' }]
      : [],
  compute: ({ amount, from, to, ownRate }) => {
    const fromCode = asCurrency(from);
    const toCode = asCurrency(to);
    const usesOwnRate = ownRate > 0;
    const rate = usesOwnRate ? new Big(ownRate) : tableRate(fromCode, toCode);
    const converted = new Big(amount).times(rate).round(2, Big.roundHalfUp);
    const tableNote = `Rates as of ${ecbReferenceRates.asOf} (${ecbReferenceRates.source})`;
    return {
      converted: amountWithCode(converted, toCode),
      summary: `${amountWithCode(new Big(amount), fromCode)} = ${amountWithCode(converted, toCode)}`,
      rate: rate.toNumber(),
      inverseRate: new Big(1).div(rate).toNumber(),
      ratesNote: usesOwnRate
        ? `Using the rate you entered. ${tableNote}.`
        : `${tableNote}; enter your own rate for a live quote.`,
    };
  },
  examples: [
    {
      inputs: { amount: 100, from: 'USD', to: 'EUR' },
      expect: { converted: '84.79 EUR', rate: 0.847889, inverseRate: 1.1794, summary: '100.00 USD = 84.79 EUR' },
      tolerance: 0.000001,
      source:
        'ECB euro reference rates of 6 February 2026: 1 EUR = 1.1794 USD, so 1 USD = 1 ÷ 1.1794 = 0.847889 EUR and 100 USD = 84.79 EUR',
    },
    {
      inputs: { amount: 1000, from: 'GBP', to: 'JPY' },
      expect: { converted: '213,469.29 JPY', rate: 213.469294 },
      tolerance: 0.000001,
      source:
        'ECB euro reference rates of 6 February 2026: 1 EUR = 185.27 JPY = 0.86790 GBP, so 1 GBP = 185.27 ÷ 0.86790 = 213.469294 JPY and 1,000 GBP = 213,469.29 JPY',
    },
    {
      inputs: { amount: 250, from: 'EUR', to: 'USD', ownRate: 1.2 },
      expect: { converted: '300.00 USD', rate: 1.2, inverseRate: 0.833333 },
      tolerance: 0.000001,
      source:
        'A visitor-entered rate of 1.20 USD per EUR: 250 × 1.20 = 300.00 USD; inverse 1 ÷ 1.20 = 0.833333 EUR per USD',
    },
    {
      inputs: { amount: 50, from: 'CHF', to: 'CHF' },
      expect: { converted: '50.00 CHF', rate: 1, inverseRate: 1 },
      source: 'Same currency on both sides: any rate table gives 1, so 50 CHF stays 50.00 CHF',
    },
  ],
});
