import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const shoeRow = z.strictObject({
  us: z.number().min(0).max(20).multipleOf(0.5).describe('US size; children’s sizes restart at 1 after 13½'),
  uk: z.number().min(0).max(20).multipleOf(0.5).describe('UK size; children’s sizes restart at 1 after 13½'),
  eu: z.number().min(15).max(55).describe('European (Paris point) size as the chart prints it, e.g. 42.5 or 38.7'),
  cm: z.number().min(9).max(35).describe('Japanese size: the foot length in cm (Mondopoint ÷ 10)'),
});

/** One group's chart, rows growing in foot length. */
const shoeChart = (group: string) =>
  z
    .array(shoeRow)
    .min(2)
    .superRefine((rows, context) => {
      rows.forEach((row, index) => {
        const before = rows[index - 1];
        if (before && !(row.cm > before.cm)) {
          context.addIssue({ code: 'custom', path: [index, 'cm'], message: 'rows must grow in foot length' });
        }
      });
    })
    .describe(`The ${group} chart, one row per size, smallest foot first`);

/** content/data/shoe-sizes.yaml: men's, women's and children's charts. */
export const shoeSizesSchema = datedTableSchema({
  men: shoeChart('men’s'),
  women: shoeChart('women’s'),
  children: shoeChart('children’s'),
});

export type ShoeSizesTable = z.output<typeof shoeSizesSchema>;
export type ShoeSize = ShoeSizesTable['men'][number];
export type ShoeGroup = 'men' | 'women' | 'children';
