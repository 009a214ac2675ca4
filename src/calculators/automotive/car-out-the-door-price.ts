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
  examples: [
    {
      inputs: { price: 30_000, taxPercent: 7, docFee: 0, titleFees: 0, otherFees: 0, tradeIn: 0 },
      expect: { salesTax: 2_100, outTheDoor: 32_100 },
      source:
        'AutoFinder, "How to Calculate Out the Door Price on a Car", step 2: a $30,000 car at a 7 percent sales tax rate carries $2,100 of sales tax',
    },
    {
      inputs: { price: 30_000, taxPercent: 7, taxAfterTradeIn: true, docFee: 400, titleFees: 100, tradeIn: 5_000 },
      expect: { taxable: 25_000, salesTax: 1_750, fees: 500 },
      source:
        'Cost Calculator, "Out the Door Price Calculator", real-world example: $30,000 car, $5,000 trade-in, 7% tax charged on the net price ($25,000 → $1,750), $400 doc fee and $100 registration',
    },
    {
      inputs: {
        price: 19_055,
        taxPercent: 7,
        taxAfterTradeIn: false,
        docFee: 0,
        titleFees: 200,
        otherFees: 500,
        rebate: 1_000,
        tradeIn: 3_000,
      },
      expect: { toPay: 17_090 },
      // The article rounds the tax (7% of $19,055 is $1,333.85) up to $1,335.
      tolerance: 1.16,
      source:
        'wikiHow, "How to Calculate Auto Loan Payments": $19,055 + $1,335 tax (no trade-in credit) + $200 tags and title − $3,000 trade-in + $500 destination and preparation − $1,000 rebate = $17,090',
    },
  ],
});
