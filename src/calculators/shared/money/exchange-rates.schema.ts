import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce, publishedDecimal } from '../dated-table-schema.ts';

/** The currencies the converters offer; a shared link names one of these codes. */
export const CURRENCY_CODES = [
  'USD',
  'EUR',
  'JPY',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'CNY',
  'HKD',
  'SGD',
  'INR',
  'KRW',
  'IDR',
  'MYR',
  'PHP',
  'THB',
  'MXN',
  'BRL',
  'ZAR',
  'TRY',
  'ILS',
  'SEK',
  'NOK',
  'DKK',
  'ISK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
] as const;

const rateRow = z.strictObject({
  code: z.enum(CURRENCY_CODES).describe('ISO 4217 code, e.g. "GBP"'),
  name: z.string().min(3).max(40).describe('Name shown in the currency menus, e.g. "Pound sterling"'),
  perEuro: publishedDecimal.describe('Units of this currency per 1 euro, exactly as the ECB published them'),
});

/** content/data/exchange-rates.yaml: the ECB euro reference rates of one day. */
export const exchangeRatesSchema = datedTableSchema({
  rows: rowsListingEachOnce(rateRow, CURRENCY_CODES, (row) => row.code).describe(
    'One row per currency, in the order the menus list them (EUR itself is 1)',
  ),
});

export type ExchangeRatesTable = z.output<typeof exchangeRatesSchema>;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
