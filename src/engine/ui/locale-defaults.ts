import type { Currency } from '../kinds/money/currencies.ts';

/*
 * What a visitor who has chosen nothing yet most likely expects, from the browser's language and
 * region: the United States, Liberia and Myanmar measure in US customary units, everyone else
 * metric; money in the region's own currency when the form offers it.
 */

const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

/** Euro area members (2026) and the other regions whose currency the menu offers. */
const EURO_REGIONS = 'AT BE HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES BG'.split(' ');
const CURRENCY_OF_REGION: Record<string, Currency> = {
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, 'EUR'] as const)),
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  IN: 'INR',
  JP: 'JPY',
  CH: 'CHF',
  LI: 'CHF',
  CN: 'CNY',
  MX: 'MXN',
  BR: 'BRL',
  ZA: 'ZAR',
};

/** The region of a language tag ("en-US" → "US"), guessing the likeliest one when it names none. */
function regionOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}

export function unitSystemOfLocale(language: string): 'metric' | 'imperial' {
  const region = regionOf(language);
  return region !== undefined && IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
}

/** The menu's currency for the language's region, or undefined when the menu does not offer it. */
export function currencyOfLocale(language: string): string | undefined {
  const region = regionOf(language);
  return region === undefined ? undefined : CURRENCY_OF_REGION[region];
}
