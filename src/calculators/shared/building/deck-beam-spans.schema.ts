import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The species groups of the deck beam tables; a shared link names one of these keys. */
export const DECK_SPECIES_GROUPS = ['fir-spf', 'cedar-pine', 'southern-pine'] as const;

/** Every beam size the tables list: built-up 2-ply and 3-ply 2x, and solid 3x and 4x timbers. */
export const DECK_BEAM_SIZES = [
  '2-2x6',
  '2-2x8',
  '2-2x10',
  '2-2x12',
  '3-2x6',
  '3-2x8',
  '3-2x10',
  '3-2x12',
  '3x6',
  '3x8',
  '3x10',
  '3x12',
  '4x6',
  '4x8',
  '4x10',
  '4x12',
] as const;

export type DeckSpeciesGroup = (typeof DECK_SPECIES_GROUPS)[number];
export type DeckBeamSize = (typeof DECK_BEAM_SIZES)[number];

const TABLES = ['3A', '3B'] as const;
const JOIST_SPANS_FEET = [6, 8, 10, 12, 14, 16, 18];

/** A span as printed, 5'-5", read as inches (65). */
const printedSpan = z
  .string()
  .regex(/^\d{1,2}'-\d{1,2}"$/, `a span written as in the table, e.g. 5'-5"`)
  .transform((text) => {
    const [feet = '0', inches = '0'] = text.replace('"', '').split("'-");
    return { printed: text, inches: Number(feet) * 12 + Number(inches) };
  });

const column = z.strictObject({
  sizes: z.array(z.enum(DECK_BEAM_SIZES)).min(1).max(2).describe('The beam size(s) heading the column'),
  spans: z
    .array(printedSpan)
    .length(JOIST_SPANS_FEET.length)
    .describe('Maximum beam span for each joist span row, from the shortest joist span'),
});

const spanTable = z.strictObject({
  table: z.enum(TABLES).describe('Table number in the rule'),
  title: z.string().min(10).max(200).describe('Title of the table as the page names it'),
  columns: z.array(column).min(1).describe('One entry per column of the table, in its order'),
});

const speciesGroup = z.strictObject({
  key: z.enum(DECK_SPECIES_GROUPS).describe('Name of the species group in shared links'),
  table: z.enum(TABLES).describe('The table that holds this group'),
  name: z.string().min(3).max(100).describe('Name shown in the species menu'),
});

/** content/data/wi-deck-beam-spans.yaml: the deck beam span tables of Wisconsin rule CR 15-043. */
export const deckBeamSpansSchema = datedTableSchema({
  rule: z.string().min(3).max(40).describe('The rule number, e.g. "CR 15-043"'),
  code: z.string().min(10).max(200).describe('The code and section the tables belong to'),
  loads: z.string().min(10).max(300).describe('The loads and deflection limits the spans assume'),
  overhangFraction: z.number().positive().max(1).describe('Largest overhang past the post as a share of the beam span'),
  joistSpansFeet: z
    .array(z.number().positive())
    .refine((rows) => rows.join() === JOIST_SPANS_FEET.join(), 'the joist span rows 6, 8, …, 18 ft')
    .describe('The joist span of each row, in feet'),
  speciesGroups: rowsListingEachOnce(speciesGroup, DECK_SPECIES_GROUPS, (row) => row.key),
  tables: rowsListingEachOnce(spanTable, TABLES, (row) => row.table),
});

export type DeckBeamSpansTable = z.output<typeof deckBeamSpansSchema>;
