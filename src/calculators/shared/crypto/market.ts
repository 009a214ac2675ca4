import Big from 'big.js';
import table from 'dated-table:crypto-market';
import type { CoinCode, CryptoMarketTable } from './market.schema.ts';

/*
 * Crypto prices and Bitcoin and Ethereum network figures of one day, from
 * content/data/crypto-market.yaml. A static site cannot fetch live prices: every calculator lets the
 * visitor type their own figure, and the table only gives the default.
 */
export const cryptoMarketTable = table as CryptoMarketTable;

export type { CoinCode } from './market.schema.ts';

export const cryptoMarket = {
  asOf: cryptoMarketTable.asOf,
  /** Where every figure came from. */
  source: `${cryptoMarketTable.priceNote}. ${cryptoMarketTable.networkNote}.`,
  /** Where the coin prices alone came from, for notes beside a converted price. */
  priceSource: cryptoMarketTable.priceNote,
  /** US dollars for 1 coin. */
  usdPrices: Object.fromEntries(cryptoMarketTable.coins.map((coin) => [coin.code, coin.usdPrice])) as Readonly<
    Record<CoinCode, string>
  >,
  bitcoin: cryptoMarketTable.bitcoin,
  ethereum: cryptoMarketTable.ethereum,
};

export const coinNames = Object.fromEntries(cryptoMarketTable.coins.map((coin) => [coin.code, coin.name])) as Readonly<
  Record<CoinCode, string>
>;

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
