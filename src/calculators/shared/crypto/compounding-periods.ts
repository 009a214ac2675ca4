/*
 * How often staking and lending rewards compound: the choices the staking and APR/APY
 * calculators offer, down to a chain's own epoch. The APR ↔ APY arithmetic is in
 * money/compounding.ts.
 */

/** Compounding choices offered by the staking and APR/APY calculators: periods per year. */
export const COMPOUNDING_OPTIONS = [
  { value: '365', label: 'Daily (365 times a year)' },
  { value: '52', label: 'Weekly (52 times a year)' },
  { value: '12', label: 'Monthly (12 times a year)' },
  { value: '4', label: 'Quarterly (4 times a year)' },
  { value: '1', label: 'Yearly (once a year)' },
  { value: 'custom', label: 'Custom: per epoch or other period' },
] as const;

/** Periods per year for a compounding choice; `custom` uses the visitor's own count. */
export function periodsPerYear(choice: string, custom: number): number {
  return choice === 'custom' ? custom : Number(choice);
}
