import { out } from '../../../engine/index.ts';

/*
 * The month-by-month payment table of the loan calculators: month, payment, principal,
 * interest (and any extra principal), and the balance left.
 */

export const MONTH_COLUMN = { key: 'month', label: 'Month', kind: 'integer' } as const;
export const BALANCE_COLUMN = { key: 'balance', label: 'Balance', kind: 'money' } as const;

const PAYMENT_PARTS = [
  { key: 'payment', label: 'Payment', kind: 'money' },
  { key: 'principal', label: 'Principal', kind: 'money' },
  { key: 'interest', label: 'Interest', kind: 'money' },
] as const;

const EXTRA_COLUMN = { key: 'extra', label: 'Extra', kind: 'money' } as const;

/** A loan's payment table; `withExtra` adds the extra principal paid each month. */
export function paymentScheduleTable(label: string, withExtra = false) {
  return out.table({
    label,
    columns: [MONTH_COLUMN, ...PAYMENT_PARTS, ...(withExtra ? [EXTRA_COLUMN] : []), BALANCE_COLUMN],
  });
}
