/*
 * Crypto arithmetic several calculators share (prices in the visitor's own currency):
 * - spot-trades.ts: buying and selling coins with percentage fees, and the break-even sell price.
 * - position-pnl.ts: long and short positions: profit and loss, price bounds, stop-loss side.
 * - compounding-periods.ts: how often staking rewards compound (the APR ↔ APY arithmetic is
 *   in money/compounding.ts).
 * - market.ts (+ market.schema.ts, the schema content/data/crypto-market.yaml is checked
 *   against): a dated table of coin prices and Bitcoin and Ethereum network figures, the price
 *   fields' default and help line, and Bitcoin's issuance schedule.
 */
export {};
