import Big from 'big.js';
import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { cryptoMarketTable } from '../shared/crypto/market.ts';
import { coinPriceInput } from '../shared/presets/coin-price.ts';

/** Wei in one of each unit (ethereum.org, "Denominations of ether"): gwei = 10⁹ wei, ether = 10¹⁸ wei. */
const WEI_PER_UNIT = { wei: new Big(1), gwei: new Big('1e9'), eth: new Big('1e18') } as const;
type EtherUnit = keyof typeof WEI_PER_UNIT;

const asUnit = (value: string): EtherUnit => (value in WEI_PER_UNIT ? (value as EtherUnit) : 'eth');
const weiOf = (amount: number, unit: string) => new Big(amount).times(WEI_PER_UNIT[asUnit(unit)]);

/** An exact decimal with grouped thousands, e.g. "1,000,000,000" or "0.000000001". */
function exactText(value: Big): string {
  const [whole = '0', fraction] = value.toFixed().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

export default defineCalculator({
  datedTables: [cryptoMarketTable],
  inputs: {
    amount: number({ label: 'Amount', default: 1, min: 0, max: 1e30 }),
    unit: select({
      label: 'Unit',
      options: [
        { value: 'eth', label: 'Ether (ETH)' },
        { value: 'gwei', label: 'Gwei (10⁻⁹ ETH)' },
        { value: 'wei', label: 'Wei (10⁻¹⁸ ETH)' },
      ],
      default: 'eth',
    }),
    price: coinPriceInput('ETH', 'Ether price (1 ETH)'),
  },
  outputs: {
    summary: out.text({ label: 'Exact conversion', primary: true }),
    eth: out.number({ label: 'Ether', digits: 10, suffix: 'ETH' }),
    gwei: out.number({ label: 'Gwei', digits: 10, suffix: 'gwei' }),
    wei: out.number({ label: 'Wei', digits: 10, suffix: 'wei' }),
    value: out.money({ label: 'Value at the ether price' }),
  },
  validate: ({ amount, unit }) =>
    weiOf(amount, unit).mod(1).eq(0)
      ? []
      : [
          {
            field: 'amount',
            message: 'Ether cannot be split below 1 wei (0.000000001 gwei); enter a whole number of wei.',
          },
        ],
  compute: ({ amount, unit, price }) => {
    const wei = weiOf(amount, unit);
    const gwei = wei.div(WEI_PER_UNIT.gwei);
    const eth = wei.div(WEI_PER_UNIT.eth);
    return {
      summary: `${exactText(eth)} ETH = ${exactText(gwei)} gwei = ${exactText(wei)} wei`,
      eth: eth.toNumber(),
      gwei: gwei.toNumber(),
      wei: wei.toNumber(),
      value: toCents(eth.times(price)),
    };
  },
});
