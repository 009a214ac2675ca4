import { radio, select } from '../../../engine/index.ts';
import { PAYMENT_FREQUENCY_CHOICES, TIMING_CHOICES } from '../money/annuity.ts';
import { yearsOrMonthsInput } from './years-or-months.ts';

/*
 * The fields of the time-value-of-money calculators: how often level payments fall and when in
 * the period, and how long money grows or is discounted.
 */

/** How often the level payments are made (monthly by default) and whether at the start or the end of a period. */
export function paymentTimingInputs(payments: 'Payments' | 'Contributions') {
  return {
    frequency: select({ label: `${payments} are made`, options: PAYMENT_FREQUENCY_CHOICES, default: '12' }),
    timing: radio({ label: `${payments} fall at the`, options: TIMING_CHOICES, default: 'end' }),
  };
}

/** How long money grows or is discounted: a month to a hundred years. */
export const growthTermInput = (label: string, defaultYears: number, help?: string) =>
  yearsOrMonthsInput(label, defaultYears, 100, help);
