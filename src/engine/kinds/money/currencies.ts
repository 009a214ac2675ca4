/** Currencies the money fields offer, in menu order. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'JPY', 'CHF', 'CNY', 'MXN', 'BRL', 'ZAR'] as const;

export type Currency = (typeof CURRENCIES)[number];
