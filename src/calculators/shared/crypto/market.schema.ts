import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce, publishedDecimal } from '../dated-table-schema.ts';

/** The coins the crypto calculators price; a shared link names one of these codes. */
export const COIN_CODES = ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'USDT', 'USDC'] as const;

export type CoinCode = (typeof COIN_CODES)[number];

const coinRow = z.strictObject({
  code: z.enum(COIN_CODES).describe('Ticker, e.g. "BTC"'),
  name: z.string().min(2).max(40).describe('Name shown in the coin menus, e.g. "Bitcoin"'),
  usdPrice: publishedDecimal.describe('US dollars for 1 coin on the asOf day, exactly as published'),
});

const day = z.iso.date();
const blockHeight = z.int().min(0);

/** content/data/crypto-market.yaml: coin prices and Bitcoin and Ethereum network figures of one day. */
export const cryptoMarketSchema = datedTableSchema({
  priceNote: z.string().min(20).max(400).describe('Where the coin prices came from, shown beside a converted price'),
  networkNote: z.string().min(20).max(600).describe('Where the network figures came from'),
  coins: rowsListingEachOnce(coinRow, COIN_CODES, (row) => row.code).describe(
    'One row per coin, in the order the menus list them',
  ),
  bitcoin: z
    .strictObject({
      difficulty: publishedDecimal.describe('Network difficulty in force on the asOf day'),
      blockReward: publishedDecimal.describe('New coins per block; changes only at a halving'),
      lastHalvingHeight: blockHeight.describe('Block height of the last halving'),
      lastHalvingDate: day.describe('Day of the last halving, YYYY-MM-DD'),
      recentHeight: blockHeight.describe('A recent block height'),
      recentHeightDate: day.describe('Day that block was mined, YYYY-MM-DD'),
    })
    .describe('Bitcoin network figures'),
  ethereum: z
    .strictObject({
      averageGasPriceGwei: publishedDecimal.describe('Average gas price (base fee plus tip) in gwei'),
    })
    .describe('Ethereum network figures'),
});

export type CryptoMarketTable = z.output<typeof cryptoMarketSchema>;
