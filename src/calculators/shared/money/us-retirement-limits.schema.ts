import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const dollars = z.int().positive();

/** content/data/us-retirement-limits-2026.yaml: the IRS dollar limits on 401(k) plans for one year. */
export const usRetirementLimitsSchema = datedTableSchema({
  year: z.int().min(2000).max(2200).describe('The year the limits apply to'),
  electiveDeferral: dollars.describe('Elective deferral limit, section 402(g), in dollars'),
  catchUpFrom50: dollars.describe('Catch-up contribution from age 50, in dollars'),
  catchUp60To63: dollars.describe('Larger catch-up at ages 60 to 63 (SECURE 2.0), in dollars'),
  annualAdditions: dollars.describe('All contributions to one account, section 415(c), catch-ups not counted'),
  compensation: dollars.describe('Pay a plan may take into account, section 401(a)(17), in dollars'),
});

export type UsRetirementLimitsTable = z.output<typeof usRetirementLimitsSchema>;
