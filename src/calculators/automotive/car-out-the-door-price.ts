import Big from 'big.js';
import { defineCalculator, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { salesTaxFields, tradeInFields } from '../shared/presets/car-deal-fields.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { carDealTotals } from '../shared/vehicles/car-deal.ts';

const amount = (label: string, fallback: number, help?: string) =>
  moneyAmount({ label, default: fallback, ...(help === undefined ? {} : { help }) }, PRICE_MAX);

export default defineCalculator({
  inputs: {
    price: amount('Sale price', 30_000, 'The negotiated price of the car.'),
    ...salesTaxFields(),
    docFee: amount('Dealer documentation fee', 400),
    titleFees: amount('Title and registration fees', 300, 'Set by your state; the DMV website lists them.'),
    otherFees: amount('Other fees and add-ons', 0, 'Destination charge, warranties, accessories.'),
    rebate: amount('Rebates and incentives', 0),
    ...tradeInFields(),
  },
  outputs: {
    outTheDoor: out.money({ label: 'Out-the-door price', primary: true }),
    toPay: out.money({ label: 'Left to pay or finance after the trade-in' }),
    salesTax: out.money({ label: 'Sales tax' }),
    taxable: out.money({ label: 'Taxed amount' }),
    fees: out.money({ label: 'All fees' }),
  },
  compute: (v) => {
    const fees = new Big(v.docFee).plus(v.titleFees).plus(v.otherFees);
    const deal = carDealTotals({ ...v, fees: fees.toNumber(), downPayment: 0 });
    return {
      outTheDoor: toCents(deal.outTheDoor),
      toPay: toCents(deal.amountFinanced),
      salesTax: toCents(deal.salesTax),
      taxable: toCents(deal.taxable),
      fees: toCents(fees),
    };
  },
});
