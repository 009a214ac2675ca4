import Big from 'big.js';
import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { cryptoMarket, cryptoMarketTable } from '../shared/crypto/market.ts';
import { coinPriceInput } from '../shared/presets/coin-price.ts';

/** A plain ETH transfer always uses 21,000 gas (ethereum.org, "Gas and fees"). */
const TRANSFER_GAS = 21_000;
/** Typical gas of common contract calls; each varies with the contract and its state. */
const PRESET_GAS: Record<string, number> = { transfer: TRANSFER_GAS, token: 65_000, swap: 180_000 };

const GWEI_PER_ETH = new Big('1e9');
const DEFAULT_TIP = 0.05;
const DEFAULT_BASE_FEE = Number(new Big(cryptoMarket.ethereum.averageGasPriceGwei).minus(DEFAULT_TIP));

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    preset: select({
      label: 'Transaction',
      options: [
        { value: 'transfer', label: 'Send ETH (21,000 gas, fixed)' },
        { value: 'token', label: 'Send an ERC-20 token (about 65,000 gas)' },
        { value: 'swap', label: 'Swap on a decentralized exchange (about 180,000 gas)' },
        { value: 'custom', label: 'Custom (enter the gas units below)' },
      ],
      default: 'transfer',
    }),
    gasUnits: integer({
      label: 'Gas units (for "Custom")',
      help: 'The gas the transaction uses, as your wallet or a block explorer shows it.',
      default: 100_000,
      min: 21_000,
      max: 60_000_000,
    }),
    baseFee: number({
      label: 'Base fee',
      help: `Per unit of gas. Default: the ${cryptoMarket.ethereum.averageGasPriceGwei} gwei average gas price of early January 2026, less the default tip. Check a gas tracker for today's.`,
      default: DEFAULT_BASE_FEE,
      min: 0,
      max: 100_000,
      suffix: 'gwei',
    }),
    priorityFee: number({
      label: 'Priority fee (tip)',
      help: 'Per unit of gas, paid to the validator on top of the base fee.',
      default: DEFAULT_TIP,
      min: 0,
      max: 100_000,
      suffix: 'gwei',
    }),
    price: coinPriceInput('ETH', 'Ether price (1 ETH)'),
  },
  outputs: {
    feeValue: out.money({ label: 'Transaction fee', primary: true }),
    feeEth: out.number({ label: 'Fee in ether', digits: 6, suffix: 'ETH' }),
    feeGwei: out.number({ label: 'Fee in gwei', digits: 10, suffix: 'gwei' }),
    burnedEth: out.number({ label: 'Base fee part (burned)', digits: 6, suffix: 'ETH' }),
    tipEth: out.number({ label: 'Tip part (to the validator)', digits: 6, suffix: 'ETH' }),
    gasUsed: out.integer({ label: 'Gas units used', suffix: 'gas' }),
    gasPrice: out.number({ label: 'Gas price paid (base fee + tip)', digits: 6, suffix: 'gwei' }),
  },
  compute: ({ preset, gasUnits, baseFee, priorityFee, price }) => {
    const gas = PRESET_GAS[preset] ?? gasUnits;
    const burnedGwei = new Big(baseFee).times(gas);
    const tipGwei = new Big(priorityFee).times(gas);
    const feeGwei = burnedGwei.plus(tipGwei);
    const feeEth = feeGwei.div(GWEI_PER_ETH);
    return {
      feeValue: toCents(feeEth.times(price)),
      feeEth: feeEth.toNumber(),
      feeGwei: feeGwei.toNumber(),
      burnedEth: burnedGwei.div(GWEI_PER_ETH).toNumber(),
      tipEth: tipGwei.div(GWEI_PER_ETH).toNumber(),
      gasUsed: gas,
      gasPrice: new Big(baseFee).plus(priorityFee).toNumber(),
    };
  },
});
