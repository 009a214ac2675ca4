import Big from 'big.js';

/*
 * The dated table of crypto prices and Bitcoin network figures behind the crypto calculators. A
 * static site cannot fetch live prices, so an editor refreshes this table by hand; every
 * calculator also lets the visitor type their own figure, and the table only gives the default.
 *
 * To refresh it:
 *   1. Pick one day. Copy each coin's US dollar price for that day from a dated public price
 *      table (a news site's daily price table, or an exchange's or CoinGecko's historical data)
 *      into `usdPrices`, as a decimal string exactly as published.
 *   2. Copy the Bitcoin difficulty in force that day and a block height with the date it was
 *      mined (a block explorer or a mining statistics site shows both) into `bitcoin`. Change
 *      `blockReward` only at a halving (the next is at block 1,050,000, expected in 2028).
 *   3. Set `asOf` to that day (YYYY-MM-DD) and rewrite `priceSource` and `networkSource` (which
 *      make up `source`) to name where each figure came from. A coin with no dated, published
 *      price for that day leaves the table (and `coinNames`): visitors can still type its price.
 *   4. Run the unit tests: the crypto-to-fiat examples quote this table and need the new figures.
 */
const priceSource =
  'BTC, ETH, SOL, XRP and DOGE: Benzinga crypto price table of 8 January 2026 (2:02 PM ET); ' +
  'USDT and USDC: 1 US dollar, the price at which their issuers (Tether and Circle) redeem them';
const networkSource =
  'Bitcoin difficulty: 148.2 trillion, the final adjustment of 2025 (CoinWarz, as reported by Cointelegraph ' +
  'on 29 December 2025), in force until block 931,392 of about 8 January 2026; Ethereum gas price: YCharts ' +
  'average of 3 January 2026, as reported by the Gate blog';

export const cryptoMarket = {
  asOf: '2026-01-08',
  /** Where every figure below came from. */
  source: `${priceSource}. ${networkSource}.`,
  /** Where the coin prices alone came from, for notes beside a converted price. */
  priceSource,
  /** US dollars for 1 coin. */
  usdPrices: {
    BTC: '90922',
    ETH: '3114',
    SOL: '138.03',
    XRP: '2.14',
    DOGE: '0.1423',
    USDT: '1',
    USDC: '1',
  },
  bitcoin: {
    /** Network difficulty (rounded to 0.1 trillion as published). */
    difficulty: '148200000000000',
    /** New coins per block since the fourth halving, at block 840,000 on 20 April 2024. */
    blockReward: '3.125',
    lastHalvingHeight: 840_000,
    lastHalvingDate: '2024-04-20',
    /** A recent block and the day it was mined. */
    recentHeight: 931_392,
    recentHeightDate: '2026-01-08',
  },
  ethereum: {
    /** Average gas price (base fee plus tip) in gwei. */
    averageGasPriceGwei: '0.46',
  },
} as const;

export type CoinCode = keyof typeof cryptoMarket.usdPrices;

export const coinNames: Readonly<Record<CoinCode, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ether (Ethereum)',
  SOL: 'Solana',
  XRP: 'XRP',
  DOGE: 'Dogecoin',
  USDT: 'Tether',
  USDC: 'USD Coin',
};

/**
 * Significant digits for the price of one coin, so a coin priced below a cent (0.000011) keeps
 * its digits instead of showing as 0.00.
 */
export const PRICE_DIGITS = 8;

/** The table's US dollar price of one coin. */
export function tableUsdPrice(code: CoinCode): Big {
  return new Big(cryptoMarket.usdPrices[code]);
}

/** The table price as a number, for a price field's default. */
export const defaultPrice = (code: CoinCode): number => Number(cryptoMarket.usdPrices[code]);

/** The help line under a price field whose default comes from the table. */
export const priceHelp = (code: CoinCode): string =>
  `Default: US$${defaultPrice(code).toLocaleString('en-US')} on ${cryptoMarket.asOf}. Type today's price in your currency.`;

/** Blocks between Bitcoin halvings (Bitcoin Core's nSubsidyHalvingInterval). */
export const HALVING_INTERVAL = 210_000;
/** The first block subsidy, 50 BTC, in satoshis. */
const FIRST_SUBSIDY_SATS = 5_000_000_000;
export const SATS_PER_BTC = 100_000_000;

/** Block subsidy at `height`, in satoshis: 50 BTC halved (rounding down) every 210,000 blocks. */
export function subsidySatsAt(height: number): number {
  const halvings = Math.floor(height / HALVING_INTERVAL);
  return halvings >= 64 ? 0 : Math.floor(FIRST_SUBSIDY_SATS / 2 ** halvings);
}

/** Every subsidy from the genesis block to `height` inclusive, in bitcoin (exact). */
export function bitcoinIssuedThrough(height: number): Big {
  let sats = new Big(0);
  for (let start = 0; start <= height; start += HALVING_INTERVAL) {
    const blocks = Math.min(HALVING_INTERVAL, height - start + 1);
    sats = sats.plus(new Big(subsidySatsAt(start)).times(blocks));
  }
  return sats.div(SATS_PER_BTC);
}
