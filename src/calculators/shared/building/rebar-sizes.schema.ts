import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The bar sizes the rebar calculator offers; a shared link names one of these keys. */
export const REBAR_SIZE_KEYS = [
  'us3',
  'us4',
  'us5',
  'us6',
  'us7',
  'us8',
  'mm8',
  'mm10',
  'mm12',
  'mm16',
  'mm20',
  'mm25',
] as const;

export type RebarSizeKey = (typeof REBAR_SIZE_KEYS)[number];

const sizeRow = z.strictObject({
  key: z.enum(REBAR_SIZE_KEYS).describe('Name of the bar size in shared links, e.g. "us4"'),
  name: z.string().min(3).max(80).describe('Name shown in the bar size menu'),
  diameter: z.number().positive().max(100).describe('Nominal diameter, in diameterUnit'),
  diameterUnit: z.enum(['in', 'mm']).describe('Unit of diameter as published: inches or millimetres'),
  mass: z.number().positive().max(100).describe('Nominal mass per length, in massUnit'),
  massUnit: z.enum(['lbft', 'kgm']).describe('Unit of mass as published: pounds per foot or kilograms per metre'),
});

/** content/data/rebar-sizes.yaml: nominal diameter and mass per length of reinforcing bars. */
export const rebarSizesSchema = datedTableSchema({
  rows: rowsListingEachOnce(sizeRow, REBAR_SIZE_KEYS, (row) => row.key).describe(
    'One row per bar size, in the order the menu lists them',
  ),
});

export type RebarSizesTable = z.output<typeof rebarSizesSchema>;
