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
});
