import Big from 'big.js';
import { defineCalculator, out, percent, radio } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

const MODES = [
  { value: 'add', label: 'Add tax to a price' },
  { value: 'remove', label: 'Take tax out of a total' },
] as const;

export default defineCalculator({
  inputs: {
    mode: radio({ label: 'What do you want to do?', options: MODES, default: 'add' }),
    amount: moneyAmount({
      label: 'Amount',
      help: 'The price before tax, or the total that already includes tax.',
      default: 150,
    }),
    rate: percent({
      label: 'Sales tax rate',
      help: 'State plus county and city rates added together, e.g. 6.25 + 2 = 8.25.',
      default: 8.25,
      min: 0,
      max: 50,
    }),
  },
  outputs: {
    tax: out.money({ label: 'Sales tax', primary: true }),
    total: out.money({ label: 'Total with tax' }),
    price: out.money({ label: 'Price before tax' }),
    shareOfTotal: out.percent({ label: 'Tax as a share of the total', decimals: 2 }),
  },
  compute: ({ mode, amount, rate }) => {
    const factor = new Big(rate).div(100);
    let price: Big;
    let tax: Big;
    if (mode === 'add') {
      price = new Big(toCents(new Big(amount)));
      tax = new Big(toCents(price.times(factor)));
    } else {
      // The price is the total divided by (1 + rate), to the cent; the tax is what remains.
      const total = new Big(toCents(new Big(amount)));
      price = new Big(toCents(total.div(factor.plus(1))));
      tax = total.minus(price);
    }
    const total = price.plus(tax);
    return {
      tax: tax.toNumber(),
      total: total.toNumber(),
      price: price.toNumber(),
      shareOfTotal: total.gt(0) ? tax.div(total).times(100).toNumber() : 0,
    };
  },
});
