import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The species groups and grades of the joist tables; a shared link names one of these keys. */
export const JOIST_SPECIES = ['douglas-fir-larch', 'hem-fir', 'spruce-pine-fir'] as const;
export const JOIST_GRADES = ['select-structural', 'no-1', 'no-2', 'no-3'] as const;
export const JOIST_SIZES = ['2x6', '2x8', '2x10', '2x12'] as const;

export type JoistSpecies = (typeof JOIST_SPECIES)[number];
export type JoistGrade = (typeof JOIST_GRADES)[number];
export type JoistSize = (typeof JOIST_SIZES)[number];

const psi = (what: string, max: number) => z.number().positive().max(max).describe(`${what}, psi`);

const grade = z.strictObject({
  key: z.enum(JOIST_GRADES).describe('The grade in shared links'),
  bendingPsi: psi('Reference bending design value Fb', 5000),
  elasticityPsi: psi('Reference modulus of elasticity E', 4_000_000),
});

const species = z.strictObject({
  key: z.enum(JOIST_SPECIES).describe('The species group in shared links'),
  name: z.string().min(3).max(60).describe('Name shown in the species menu'),
  agency: z.string().min(3).max(60).describe('The grading rules agencies Table 4A names'),
  grades: rowsListingEachOnce(grade, JOIST_GRADES, (row) => row.key),
});

const size = z.strictObject({
  key: z.enum(JOIST_SIZES).describe('Nominal size'),
  depthInches: z.number().positive().max(12).describe('Dressed (actual) depth, inches'),
  bendingSizeFactor: z.number().positive().max(2).describe('Size factor CF for bending, Table 4A'),
});

/** content/data/nds-2018-joist-lumber.yaml: NDS 2018 Table 4A design values for floor joists. */
export const joistLumberSchema = datedTableSchema({
  thicknessInches: z.number().positive().max(4).describe('Dressed thickness of 2x lumber, inches'),
  repetitiveMemberFactor: z.number().min(1).max(1.5).describe('Cr for joists at 24 in or less on centre'),
  loadDurationFactor: z.number().positive().max(2).describe('CD for the floor live load (normal duration)'),
  sizes: rowsListingEachOnce(size, JOIST_SIZES, (row) => row.key),
  species: rowsListingEachOnce(species, JOIST_SPECIES, (row) => row.key),
});

export type JoistLumberTable = z.output<typeof joistLumberSchema>;
