import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const yearRow = z.strictObject({
  year: z.int().min(1913).max(2200).describe('Calendar year'),
  value: z.number().positive().describe('CPI-U annual average of that year (1982–84 = 100), exactly as published'),
});

/** content/data/us-cpi.yaml: CPI-U annual averages, one row per year with no gaps. */
export const usCpiSchema = datedTableSchema({
  rows: z
    .array(yearRow)
    .min(1)
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        const first = rows[0]?.year ?? row.year;
        if (row.year !== first + index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'year'],
            message: `expected ${first + index}: one row per year, in order`,
          });
        }
      });
    })
    .describe('One row per year, oldest first, with no year missing'),
});

export type UsCpiTable = z.output<typeof usCpiSchema>;
