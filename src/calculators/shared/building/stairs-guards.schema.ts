import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const inches = (what: string) => z.number().positive().max(100).describe(`${what}, in inches`);

/** content/data/irc-2021-stairs-guards.yaml: the IRC limits for stair risers and treads and for guards. */
export const stairsGuardsSchema = datedTableSchema({
  maxRiserInches: inches('Tallest riser allowed (R311.7.5.1)'),
  minTreadInches: inches('Shallowest tread allowed (R311.7.5.2)'),
  guardRequiredAboveInches: inches('Height of a walking surface above which a guard is required (R312.1.1)'),
  minGuardHeightInches: inches('Lowest guard height allowed (R312.1.2)'),
  maxGuardOpeningInches: inches('Diameter of the sphere no guard opening may pass (R312.1.3)'),
});

export type StairsGuardsTable = z.output<typeof stairsGuardsSchema>;
