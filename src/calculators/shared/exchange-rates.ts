import Big from 'big.js';

/*
 * The dated table of reference exchange rates behind the currency converter. A static site cannot
 * fetch live rates, so an editor refreshes this table by hand:
 *
 *   1. Open the ECB's euro foreign exchange reference rates
 *      (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html)
 *      and pick a day.
 *   2. Copy each currency's "units per 1 euro" figure, exactly as published, into `perEuro` below.
 *   3. Set `asOf` to that day (YYYY-MM-DD) and leave `source` naming the ECB and the date.
 *
 * The table is kept in the ECB's own form (units per euro) so each figure can be checked against
 * the publication; the converter uses it with a US dollar base (units per 1 USD), derived below
 * in exact decimals.
 */
export const ecbReferenceRates = {
  asOf: '2026-02-06',
  source:
    'European Central Bank euro foreign exchange reference rates of 6 February 2026, converted to a US dollar base',
  /** Units of each currency per 1 euro, as the ECB published them. */
  perEuro: {
    EUR: '1',
    USD: '1.1794',
    JPY: '185.27',
    CZK: '24.240',
    DKK: '7.4672',
    GBP: '0.86790',
    HUF: '377.95',
    PLN: '4.2185',
    RON: '5.0920',
    SEK: '10.6735',
    CHF: '0.9175',
    ISK: '145.20',
    NOK: '11.4695',
    TRY: '51.4394',
    AUD: '1.6880',
    BRL: '6.1767',
    CAD: '1.6118',
    CNY: '8.1838',
    HKD: '9.2152',
    IDR: '19900.00',
    ILS: '3.6916',
    INR: '106.9265',
    KRW: '1730.68',
    MXN: '20.4787',
    MYR: '4.6557',
    NZD: '1.9673',
    PHP: '69.047',
    SGD: '1.5016',
    THB: '37.269',
    ZAR: '19.0170',
  },
} as const;

export type CurrencyCode = keyof typeof ecbReferenceRates.perEuro;

export const currencyNames: Readonly<Record<CurrencyCode, string>> = {
  USD: 'US dollar',
  EUR: 'Euro',
  JPY: 'Japanese yen',
  GBP: 'Pound sterling',
  CHF: 'Swiss franc',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  NZD: 'New Zealand dollar',
  CNY: 'Chinese yuan renminbi',
  HKD: 'Hong Kong dollar',
  SGD: 'Singapore dollar',
  INR: 'Indian rupee',
  KRW: 'South Korean won',
  IDR: 'Indonesian rupiah',
  MYR: 'Malaysian ringgit',
  PHP: 'Philippine peso',
  THB: 'Thai baht',
  MXN: 'Mexican peso',
  BRL: 'Brazilian real',
  ZAR: 'South African rand',
  TRY: 'Turkish lira',
  ILS: 'Israeli shekel',
  SEK: 'Swedish krona',
  NOK: 'Norwegian krone',
  DKK: 'Danish krone',
  ISK: 'Icelandic krona',
  PLN: 'Polish zloty',
  CZK: 'Czech koruna',
  HUF: 'Hungarian forint',
  RON: 'Romanian leu',
};

/** Units of `code` per 1 US dollar, from the ECB table. */
export function unitsPerUsd(code: CurrencyCode): Big {
  return new Big(ecbReferenceRates.perEuro[code]).div(ecbReferenceRates.perEuro.USD);
}

/** How many units of `to` one unit of `from` buys at the table's rates. */
export function tableRate(from: CurrencyCode, to: CurrencyCode): Big {
  return unitsPerUsd(to).div(unitsPerUsd(from));
}
