import Big from 'big.js';
import type { AmortizationRow } from './loan-schedule.ts';

/*
 * What the loan calculators show of a schedule: its table rows and the balance and interest
 * paid at each year end, as chart series.
 */

/** The rows of a month-by-month payment table (month, payment, principal, interest, balance). */
export function scheduleRows(rows: readonly AmortizationRow[]) {
  return rows.map(({ month, payment, principal, interest, balance }) => ({
    month,
    payment,
    principal,
    interest,
    balance,
  }));
}

/** Chart points fall after every 12th payment and the last. */
const endsAYear = (row: AmortizationRow, count: number) => row.month % 12 === 0 || row.month === count;

/** A chart series of the balance at the start (year 0) and after every 12th payment and the last. */
export function balanceByYear(principal: number, rows: readonly AmortizationRow[]): { x: number; y: number }[] {
  const points = [{ x: 0, y: principal }];
  for (const row of rows) {
    if (endsAYear(row, rows.length)) points.push({ x: Math.ceil(row.month / 12), y: row.balance });
  }
  return points;
}

/** A chart series of the interest paid so far, at the same points as balanceByYear so the two line up. */
export function interestByYear(rows: readonly AmortizationRow[]): { x: number; y: number }[] {
  const points = [{ x: 0, y: 0 }];
  let paid = new Big(0);
  for (const row of rows) {
    paid = paid.plus(row.interest);
    if (endsAYear(row, rows.length)) points.push({ x: Math.ceil(row.month / 12), y: paid.toNumber() });
  }
  return points;
}
