import { percent, toggle } from '../../../engine/index.ts';
import { moneyAmount, PRICE_MAX } from './money-fields.ts';

/* The fields of a car purchase the loan, price and affordability tools ask for (see vehicles/car-deal.ts). */

const amount = (label: string, fallback: number, help?: string) =>
  moneyAmount({ label, default: fallback, ...(help === undefined ? {} : { help }) }, PRICE_MAX);

/** Sales tax rate and whether the trade-in is taken off before tax. */
export const salesTaxFields = () => ({
  taxPercent: percent({
    label: 'Sales tax rate',
    help: 'Your state and local rate; 0 where there is none.',
    default: 7,
    min: 0,
    max: 25,
  }),
  taxAfterTradeIn: toggle({
    label: 'Trade-in lowers the taxed price',
    help: 'True in most US states; not in California, Hawaii, Kentucky, Maryland, Michigan and a few others.',
    default: true,
  }),
});

/** The trade-in value and what is still owed on it. */
export const tradeInFields = () => ({
  tradeIn: amount('Trade-in value', 5_000),
  tradeInOwed: amount('Still owed on the trade-in', 0, 'The dealer pays it off and adds it to your deal.'),
});

/** Everything of a purchase from the sale price to the down payment. */
export const carDealFields = (defaultPrice = 35_000) => ({
  price: amount('Vehicle price', defaultPrice, 'The negotiated price before tax and fees.'),
  ...salesTaxFields(),
  fees: amount('Dealer, title and registration fees', 800),
  rebate: amount('Cash rebates', 0),
  ...tradeInFields(),
  downPayment: amount('Down payment', 3_000),
});
