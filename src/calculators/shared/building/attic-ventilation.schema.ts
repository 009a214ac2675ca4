import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The two ventilation ratios of IRC R806.2; a shared link names one of these keys. */
export const ATTIC_VENTILATION_RULES = ['standard', 'balanced'] as const;

export type AtticVentilationRule = (typeof ATTIC_VENTILATION_RULES)[number];

const ruleRow = z.strictObject({
  key: z.enum(ATTIC_VENTILATION_RULES).describe('Name of the rule in shared links'),
  name: z.string().min(3).max(120).describe('Name shown in the rule menu'),
  divisor: z.int().positive().describe('Net free vent area = attic floor area ÷ this number'),
  exhaustShareMin: z.number().min(0).max(100).describe('Least share of the vent area high in the attic, in %'),
  exhaustShareMax: z.number().min(0).max(100).describe('Largest share of the vent area high in the attic, in %'),
});

/** content/data/irc-attic-ventilation.yaml: the attic ventilation ratios of the IRC. */
export const atticVentilationSchema = datedTableSchema({
  edition: z.string().min(4).max(60).describe('The code edition the ratios come from, e.g. "IRC 2021"'),
  rows: rowsListingEachOnce(ruleRow, ATTIC_VENTILATION_RULES, (row) => row.key).describe('One row per rule'),
});

export type AtticVentilationTable = z.output<typeof atticVentilationSchema>;
