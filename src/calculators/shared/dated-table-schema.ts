import { z } from 'astro/zod';

/*
 * What every dated table in content/data/ has besides its figures: the day they are true of and
 * where they were published. Read only at build time (the tables reach the browser as plain data),
 * so zod never ships to visitors.
 */

export const tableSourceSchema = z.strictObject({
  title: z.string().min(5).max(300).describe('Name of the publication, with its date if it has one'),
  url: z.url().describe('Full address where an editor can check the figures'),
});

export type TableSource = z.infer<typeof tableSourceSchema>;

/** The fields of a dated table, followed by the table's own `shape`. */
export function datedTableSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({
    asOf: z.iso.date().describe('The day the figures are true of, YYYY-MM-DD; the page shows it as "as of …"'),
    sources: z.array(tableSourceSchema).min(1).describe('Where the figures come from, each with its address'),
    ...shape,
  });
}

/** A decimal exactly as published ("0.86790"); a plain YAML number is accepted too. */
export const publishedDecimal = z
  .union([z.string().regex(/^\d+(\.\d+)?$/, 'a decimal number such as "1.1794"'), z.number().positive()])
  .transform(String);

/** A published average price and the period, sector and unit it covers. */
export const averagePrice = (what: string) =>
  z
    .strictObject({
      price: publishedDecimal.describe(`${what}, exactly as published`),
      period: z.string().min(5).max(120).describe('What the average covers: the period, grade or sector and the unit'),
    })
    .describe(what);

/** A list of `row`s in which each of `values` appears exactly once, as the field `key` picks it. */
export function rowsListingEachOnce<Row extends z.ZodType>(
  row: Row,
  values: readonly string[],
  key: (row: z.output<Row>) => string,
) {
  return z.array(row).superRefine((rows, context) => {
    const seen = rows.map(key);
    for (const value of values) {
      const count = seen.filter((item) => item === value).length;
      if (count !== 1)
        context.addIssue({ code: 'custom', message: `"${value}" must appear exactly once (found ${count})` });
    }
  });
}
