import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

export const STANDARD_LIFTS = ['squat', 'bench', 'deadlift', 'press'] as const;

const pounds = z.int().positive().max(1000);

// [classLb, untrained, novice, intermediate, advanced, elite], every figure in pounds.
const classRow = z
  .tuple([pounds, pounds, pounds, pounds, pounds, pounds])
  .refine(
    ([, ...levels]) => levels.every((value, index) => index === 0 || value > (levels[index - 1] ?? 0)),
    'the five levels must rise from untrained to elite',
  );

const liftTable = z.strictObject({
  lift: z.enum(STANDARD_LIFTS).describe('The barbell lift'),
  sex: z.enum(['women', 'men']).describe('Whose table it is'),
  rows: z
    .array(classRow)
    .min(2)
    .refine(
      (rows) => rows.every((row, index) => index === 0 || row[0] > (rows[index - 1]?.[0] ?? 0)),
      'body-weight classes must rise',
    )
    .describe('One row per body-weight class, lightest first; the last is the open class'),
});

/** content/data/exrx-strength-standards.yaml: one-rep-max standards by lift, sex and body-weight class. */
export const strengthStandardsSchema = datedTableSchema({
  tables: z.array(liftTable).min(1).describe('One table per lift and sex'),
});

export type StrengthStandardsTable = z.output<typeof strengthStandardsSchema>;
export type StandardLift = (typeof STANDARD_LIFTS)[number];
