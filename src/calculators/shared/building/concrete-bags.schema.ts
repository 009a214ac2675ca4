import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The bag sizes the concrete calculators offer; a shared link names one of these keys. */
export const CONCRETE_BAG_KEYS = ['lb40', 'lb50', 'lb60', 'lb80', 'kg25'] as const;

export type ConcreteBagKey = (typeof CONCRETE_BAG_KEYS)[number];

const bagRow = z.strictObject({
  key: z.enum(CONCRETE_BAG_KEYS).describe('Name of the bag size in shared links, e.g. "lb80"'),
  name: z.string().min(3).max(80).describe('Name shown in the bag menu'),
  yield: z.number().positive().max(100).describe('Volume of placed concrete one bag makes, in yieldUnit'),
  yieldUnit: z.enum(['ft3', 'l']).describe('Unit of yield as published: cubic feet or litres'),
});

/** content/data/concrete-bag-yields.yaml: the yield of premixed concrete bags by size. */
export const concreteBagYieldsSchema = datedTableSchema({
  rows: rowsListingEachOnce(bagRow, CONCRETE_BAG_KEYS, (row) => row.key).describe(
    'One row per bag size, in the order the menu lists them',
  ),
});

export type ConcreteBagYieldsTable = z.output<typeof concreteBagYieldsSchema>;
