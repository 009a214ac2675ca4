import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The bulk materials the site-prep calculators offer; a shared link names one of these keys. */
export const BULK_MATERIAL_KEYS = [
  'gravel',
  'crushedLimestone',
  'crushedRock',
  'sandGravelDry',
  'sandGravelWet',
  'earthDryLoose',
  'earthMoistPacked',
] as const;

export type BulkMaterialKey = (typeof BULK_MATERIAL_KEYS)[number];

const materialRow = z.strictObject({
  key: z.enum(BULK_MATERIAL_KEYS).describe('Name of the material in shared links, e.g. "gravel"'),
  name: z.string().min(3).max(80).describe('Name shown in the material menu'),
  lbPerCubicFoot: z.number().positive().max(500).describe('Weight per cubic foot as published, in pounds'),
});

/** content/data/bulk-material-densities.yaml: the weight of bulk landscape materials by volume. */
export const bulkMaterialDensitiesSchema = datedTableSchema({
  rows: rowsListingEachOnce(materialRow, BULK_MATERIAL_KEYS, (row) => row.key).describe(
    'One row per material, in the order the menu lists them',
  ),
});

export type BulkMaterialDensitiesTable = z.output<typeof bulkMaterialDensitiesSchema>;
