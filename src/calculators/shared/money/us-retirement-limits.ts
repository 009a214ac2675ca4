import table from 'dated-table:us-retirement-limits-2026';
import type { UsRetirementLimitsTable } from './us-retirement-limits.schema.ts';

/** IRS limits on 401(k) plans for one year, from content/data/us-retirement-limits-2026.yaml. */
export const usRetirementLimits = table as UsRetirementLimitsTable;

/**
 * The most an employee can defer in the table's year at this age (age at the end of the year): the
 * elective deferral limit, plus the catch-up from 50, or the larger one at 60 to 63 (SECURE 2.0).
 */
export function deferralLimit(age: number): number {
  const { electiveDeferral, catchUpFrom50, catchUp60To63 } = usRetirementLimits;
  if (age >= 60 && age <= 63) return electiveDeferral + catchUp60To63;
  if (age >= 50) return electiveDeferral + catchUpFrom50;
  return electiveDeferral;
}
