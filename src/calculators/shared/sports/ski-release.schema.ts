import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

/** The skier codes of the chart, top row first. */
export const SKIER_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'] as const;
const WEIGHT_CODES = SKIER_CODES.slice(0, 13);
const HEIGHT_CODES = SKIER_CODES.slice(7, 13);
const SOLE_COLUMNS = 8;

/** A list whose rows carry exactly `codes`, in that order. */
const inCodeOrder = <Row extends z.ZodType<{ code: string }>>(row: Row, codes: readonly string[]) =>
  z
    .array(row)
    .refine(
      (rows) => rows.map((item) => item.code).join() === codes.join(),
      `one row for each of ${codes.join(', ')}, in that order`,
    );

const ascending = (values: readonly number[]) =>
  values.every((value, index) => index === 0 || value > (values[index - 1] ?? -Infinity));

/** Blanks only at the ends of a row: the filled cells are side by side. */
const sideBySide = (values: readonly (number | null)[]) => {
  const filled = values.flatMap((value, index) => (value === null ? [] : [index]));
  const [first, last] = [filled[0], filled.at(-1)];
  return first !== undefined && last !== undefined && last - first === filled.length - 1;
};

const weightBand = z.strictObject({
  code: z.enum(WEIGHT_CODES).describe('Skier code of the band'),
  fromKg: z.number().positive().describe('Lightest weight of the band, in kg'),
  label: z.string().min(5).max(60).describe('The band as the chart prints it, kg and lb'),
});

const heightBand = z.strictObject({
  code: z.enum(HEIGHT_CODES).describe('Skier code of the band'),
  fromCm: z.number().min(0).describe('Shortest height of the band, in cm (0 for the first band)'),
  label: z.string().min(5).max(60).describe('The band as the chart prints it, cm and ft-in'),
});

const soleColumn = z.strictObject({
  label: z.string().min(5).max(30).describe('The column heading, e.g. "291–310 mm"'),
  upToMm: z.int().positive().nullable().describe('Longest boot sole of the column, in mm; null for the last column'),
});

const chartRow = z.strictObject({
  code: z.enum(SKIER_CODES).describe('Skier code of the row'),
  twistNm: z.int().positive().describe('Twist release torque Mz of the code, in N·m'),
  forwardLeanNm: z.int().positive().describe('Forward-lean release torque My of the code, in N·m'),
  values: z
    .array(z.number().positive().max(20).nullable())
    .length(SOLE_COLUMNS)
    .describe('Release value in each boot-sole-length column; null where the chart leaves the cell blank'),
});

/** content/data/iso-11088-release-values.yaml: the ISO 11088 release value chart of alpine ski bindings. */
export const releaseChartSchema = datedTableSchema({
  standard: z.string().min(10).max(200).describe('The standard and table the chart reproduces'),
  weightBands: inCodeOrder(weightBand, WEIGHT_CODES)
    .refine((rows) => ascending(rows.map((row) => row.fromKg)), 'weights rising from band to band')
    .describe('Weight bands, codes A–M'),
  heightBands: inCodeOrder(heightBand, HEIGHT_CODES)
    .refine((rows) => ascending(rows.map((row) => row.fromCm)), 'heights rising from band to band')
    .describe('Height bands, codes H–M'),
  soleColumns: z
    .array(soleColumn)
    .length(SOLE_COLUMNS)
    .refine(
      (columns) => columns.every((column, index) => (column.upToMm === null) === (index === SOLE_COLUMNS - 1)),
      'an upper end on every column but the last',
    )
    .refine((columns) => ascending(columns.map((column) => column.upToMm ?? Infinity)), 'columns from the shortest up')
    .describe('Boot sole length columns, shortest first'),
  rows: inCodeOrder(chartRow, SKIER_CODES)
    .refine(
      (rows) => rows.every((row) => sideBySide(row.values)),
      'in every row, values side by side (blanks only at the ends)',
    )
    .describe('The chart, one row per skier code'),
});

export type ReleaseChart = z.output<typeof releaseChartSchema>;
export type SkierCode = (typeof SKIER_CODES)[number];
