import table from 'dated-table:us-retirement-limits-2026';
import type { UsRetirementLimitsTable } from './us-retirement-limits.schema.ts';

/** IRS limits on 401(k) plans for one year, from content/data/us-retirement-limits-2026.yaml. */
export const usRetirementLimits = table as UsRetirementLimitsTable;
