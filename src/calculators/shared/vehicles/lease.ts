import Big from 'big.js';
import { cents } from '../money/cents.ts';

/*
 * A closed-end car lease as dealers quote it (Federal Reserve "Keys to Vehicle Leasing"; Edmunds):
 * the payment is straight-line depreciation of the adjusted capitalized cost down to the residual,
 * plus a rent charge of (capitalized cost + residual) × money factor, plus sales tax on the two
 * where it is charged monthly. The money factor is the APR ÷ 2400.
 */

/** Money factor from an APR in percent, and back. */
export const moneyFactorFromApr = (aprPercent: number) => aprPercent / 2400;
export const aprFromMoneyFactor = (moneyFactor: number) => moneyFactor * 2400;

export interface LeaseTerms {
  /** Adjusted capitalized cost: price + capitalized fees − down payment, rebates and trade-in equity. */
  capitalizedCost: number;
  residual: number;
  moneyFactor: number;
  months: number;
  taxPercent: number;
}

export interface LeasePayment {
  depreciation: Big;
  rentCharge: Big;
  tax: Big;
  payment: Big;
}

/** The monthly payment and its parts, each rounded to the cent as a lease contract shows them. */
export function leasePayment({ capitalizedCost, residual, moneyFactor, months, taxPercent }: LeaseTerms): LeasePayment {
  const depreciation = cents(new Big(capitalizedCost).minus(residual).div(months));
  const rentCharge = cents(new Big(capitalizedCost).plus(residual).times(moneyFactor));
  const tax = cents(depreciation.plus(rentCharge).times(taxPercent).div(100));
  return { depreciation, rentCharge, tax, payment: depreciation.plus(rentCharge).plus(tax) };
}
