import Big from 'big.js';
import { cents } from '../money/cents.ts';

/*
 * The money of buying a car from a dealer, in exact decimals: the sales tax, the out-the-door
 * price and the amount left to finance. States differ on whether a trade-in lowers the taxed
 * price (most do; California, Hawaii, Kentucky, Maryland, Michigan and a few others tax the
 * full price), so that is the visitor's choice. Rebates are taken off after tax, as most states
 * tax the price before a manufacturer's rebate.
 */

export interface CarDeal {
  /** The negotiated sale price of the car. */
  price: number;
  /** Sales tax rate in percent. */
  taxPercent: number;
  /** Whether the trade-in value is taken off the price before tax. */
  taxAfterTradeIn: boolean;
  /** Dealer, documentation, title and registration fees, not taxed here. */
  fees: number;
  /** Cash rebates and incentives. */
  rebate: number;
  /** What the dealer pays for your old car. */
  tradeIn: number;
  /** What you still owe on the old car, paid off by the dealer and added to the deal. */
  tradeInOwed: number;
  /** Cash paid at signing. */
  downPayment: number;
}

export interface CarDealTotals {
  taxable: Big;
  salesTax: Big;
  /** Price + sales tax + fees − rebates: the car's price with everything in. */
  outTheDoor: Big;
  /** What is left after the trade-in's equity and the down payment; never below 0. */
  amountFinanced: Big;
}

export function carDealTotals(deal: CarDeal): CarDealTotals {
  const credit = deal.taxAfterTradeIn ? deal.tradeIn : 0;
  const taxable = new Big(Math.max(deal.price - credit, 0));
  const salesTax = cents(taxable.times(deal.taxPercent).div(100));
  const outTheDoor = new Big(deal.price).plus(salesTax).plus(deal.fees).minus(deal.rebate);
  const owed = outTheDoor.minus(deal.tradeIn).plus(deal.tradeInOwed).minus(deal.downPayment);
  return { taxable, salesTax, outTheDoor, amountFinanced: owed.gt(0) ? owed : new Big(0) };
}
