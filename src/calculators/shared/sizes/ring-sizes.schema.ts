import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const ringRow = z.strictObject({
  us: z.number().min(0).max(16).multipleOf(0.25).describe('US and Canadian size, in quarter sizes'),
  uk: z
    .string()
    .regex(/^[A-Z]½?$/, 'a letter, optionally followed by ½, e.g. "N½"')
    .optional()
    .describe('UK, Irish and Australian letter size; left out where the chart has none'),
  circumferenceMm: z.number().min(35).max(80).describe('Inside circumference in mm: the ISO 8653 and European size'),
  jp: z.int().min(1).max(35).optional().describe('Japanese size (whole sizes only); left out where the chart has none'),
});

/** content/data/ring-sizes.yaml: one ring per row, growing, with its size in each system. */
export const ringSizesSchema = datedTableSchema({
  rows: z
    .array(ringRow)
    .min(2)
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        const before = rows[index - 1];
        if (before && !(row.us > before.us && row.circumferenceMm > before.circumferenceMm)) {
          context.addIssue({
            code: 'custom',
            path: [index],
            message: 'rows must grow in both US size and circumference',
          });
        }
      });
    })
    .describe('One row per US size, smallest first'),
});

export type RingSizesTable = z.output<typeof ringSizesSchema>;
export type RingSize = RingSizesTable['rows'][number];
