import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';
import { CONDUCTOR_SIZES } from './conductor-sizes.ts';

const amps = z.int().positive();
const ampacityColumns = z
  .tuple([amps, amps, amps])
  .describe('Table 310.16 ampacity at the 60 °C, 75 °C and 90 °C columns, in that order');
const ohmsPerKft = z.number().positive();
const squareInches = z.number().positive();

const conductorRow = z.strictObject({
  size: z.enum(CONDUCTOR_SIZES).describe('AWG or kcmil size as the NEC writes it'),
  circularMils: z.int().positive().describe('Chapter 9 Table 8 area in circular mils'),
  copper: ampacityColumns,
  aluminium: ampacityColumns.optional().describe('Aluminium and copper-clad aluminium; absent below 12 AWG'),
  copperSolid: ohmsPerKft.optional().describe('Table 8 DC resistance, Ω per 1000 ft at 75 °C, solid uncoated copper'),
  copperStranded: ohmsPerKft.describe('Table 8 DC resistance, Ω per 1000 ft at 75 °C, stranded uncoated copper'),
  aluminiumSolid: ohmsPerKft.optional().describe('Table 8 DC resistance, Ω per 1000 ft at 75 °C, solid aluminium'),
  aluminiumStranded: ohmsPerKft.describe('Table 8 DC resistance, Ω per 1000 ft at 75 °C, stranded aluminium'),
});

const conduitRow = z.strictObject({
  type: z.enum(['emt', 'pvc40', 'pvc80', 'rmc']).describe('Conduit key used in links'),
  name: z.string().min(3).describe('Name shown in the menu'),
  areas: z.record(z.string(), squareInches).describe('Chapter 9 Table 4 total area (100 %) by trade size, in²'),
});

/** content/data/nec-2023-tables.yaml: the NEC tables the wiring calculators read. */
export const necTablesSchema = datedTableSchema({
  edition: z
    .string()
    .min(10)
    .describe('The code edition the figures are from, e.g. "NFPA 70, National Electrical Code, 2023 edition"'),
  conductors: z.array(conductorRow).length(CONDUCTOR_SIZES.length).describe('One row per size, smallest first'),
  standardBreakers: z.array(amps).min(10).describe('240.6(A) standard ratings, ascending'),
  fillLimits: z
    .strictObject({ one: z.number(), two: z.number(), more: z.number() })
    .describe('Chapter 9 Table 1 percent fill for 1, 2 and over 2 conductors'),
  conduits: z.array(conduitRow).min(1),
  thhnAreas: z.record(z.string(), squareInches).describe('Chapter 9 Table 5 area of one THHN/THWN-2 conductor, in²'),
  smallConductorLimits: z
    .strictObject({ copper: z.record(z.string(), amps), aluminium: z.record(z.string(), amps) })
    .describe('240.4(D) largest overcurrent protection of small conductors, by size'),
  boxFillVolumes: z.record(z.string(), squareInches).describe('Table 314.16(B) volume per conductor, in³, by AWG'),
});

export type NecTables = z.output<typeof necTablesSchema>;
