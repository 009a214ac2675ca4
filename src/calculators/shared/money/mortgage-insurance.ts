import Big from 'big.js';
import { cents } from './cents.ts';

/*
 * Private mortgage insurance (PMI) on conventional home loans: when it is charged and what it
 * costs a month.
 */

/** Private mortgage insurance for a month, as a yearly percentage of the amount borrowed. */
export function monthlyPmi(loanAmount: number, yearlyPercent: number): number {
  return cents(new Big(loanAmount).times(yearlyPercent).div(1200)).toNumber();
}

/**
 * Conventional loans carry PMI while the loan is more than 80 % of the home's value, that
 * is with less than 20 % down.
 */
export const needsPmi = (loanAmount: number, homeValue: number) =>
  new Big(loanAmount).gt(new Big(homeValue).times(0.8));
