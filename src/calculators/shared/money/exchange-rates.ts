import Big from 'big.js';
import table from 'dated-table:exchange-rates';
import type { CurrencyCode, ExchangeRatesTable } from './exchange-rates.schema.ts';

/*
 * The reference exchange rates behind the currency converters, from content/data/exchange-rates.yaml
 * (checked against its schema when the site is built). The table keeps the ECB's own form, units
 * per euro, so each figure can be checked against the publication; the converters use a US dollar
 * base (units per 1 USD), derived below in exact decimals.
 */
export const exchangeRatesTable = table as ExchangeRatesTable;

export type { CurrencyCode } from './exchange-rates.schema.ts';

export const ecbReferenceRates = {
  asOf: exchangeRatesTable.asOf,
  source: `${exchangeRatesTable.sources.map((source) => source.title).join('; ')}, converted to a US dollar base`,
  /** Units of each currency per 1 euro, as the ECB published them. */
  perEuro: Object.fromEntries(exchangeRatesTable.rows.map((row) => [row.code, row.perEuro])) as Readonly<
    Record<CurrencyCode, string>
  >,
};

/** Each currency's name, in the order the menus list them. */
export const currencyNames = Object.fromEntries(exchangeRatesTable.rows.map((row) => [row.code, row.name])) as Readonly<
  Record<CurrencyCode, string>
>;

/** Units of `code` per 1 US dollar, from the ECB table. */
export function unitsPerUsd(code: CurrencyCode): Big {
  return new Big(ecbReferenceRates.perEuro[code]).div(ecbReferenceRates.perEuro.USD);
}

/** How many units of `to` one unit of `from` buys at the table's rates. */
export function tableRate(from: CurrencyCode, to: CurrencyCode): Big {
  return unitsPerUsd(to).div(unitsPerUsd(from));
}
