import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The species the shrinkage calculator offers; a shared link names one of these keys. */
export const WOOD_SPECIES_KEYS = [
  'alder-red',
  'ash-white',
  'aspen-quaking',
  'basswood',
  'beech',
  'birch-yellow',
  'cherry-black',
  'elm-american',
  'hickory-pecan',
  'maple-red',
  'maple-sugar',
  'oak-red',
  'oak-white',
  'sweetgum',
  'sycamore',
  'walnut-black',
] as const;

export type WoodSpeciesKey = (typeof WOOD_SPECIES_KEYS)[number];

const coefficient = (direction: string) =>
  z.number().positive().max(0.01).describe(`Change in ${direction} size per 1 % of moisture content, as a fraction`);

const speciesRow = z.strictObject({
  key: z.enum(WOOD_SPECIES_KEYS).describe('Name of the species in shared links, e.g. "oak-red"'),
  name: z.string().min(3).max(80).describe('Name shown in the species menu'),
  radial: coefficient('radial (quartersawn width)'),
  tangential: coefficient('tangential (flatsawn width)'),
});

/** content/data/wood-dimensional-change.yaml: dimensional change coefficients by species. */
export const woodMovementSchema = datedTableSchema({
  rows: rowsListingEachOnce(speciesRow, WOOD_SPECIES_KEYS, (row) => row.key).describe(
    'One row per species, in the order the menu lists them',
  ),
});

export type WoodMovementTable = z.output<typeof woodMovementSchema>;
