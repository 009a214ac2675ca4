import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The species the lumber weight calculator offers; a shared link names one of these keys. */
export const WOOD_DENSITY_KEYS = [
  'douglas-fir',
  'larch-western',
  'pine-loblolly',
  'pine-ponderosa',
  'pine-lodgepole',
  'spruce-sitka',
  'hemlock-eastern',
  'fir-white',
] as const;

export type WoodDensityKey = (typeof WOOD_DENSITY_KEYS)[number];

const speciesRow = z.strictObject({
  key: z.enum(WOOD_DENSITY_KEYS).describe('Name of the species in shared links, e.g. "douglas-fir"'),
  name: z.string().min(3).max(80).describe('Name shown in the species menu'),
  gravity12: z.number().positive().max(1.5).describe('Specific gravity at 12 % moisture content'),
});

/** content/data/wood-specific-gravity.yaml: specific gravity of framing species at 12 % moisture. */
export const woodDensitySchema = datedTableSchema({
  rows: rowsListingEachOnce(speciesRow, WOOD_DENSITY_KEYS, (row) => row.key).describe(
    'One row per species, in the order the menu lists them',
  ),
});

export type WoodDensityTable = z.output<typeof woodDensitySchema>;
