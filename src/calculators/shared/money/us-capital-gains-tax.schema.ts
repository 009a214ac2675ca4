import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const dollars = z.int().positive();

/** One value per filing status the capital gains calculator offers. */
const byStatus = <Value extends z.ZodType>(value: Value) =>
  z.strictObject({
    single: value.describe('Single'),
    joint: value.describe('Married filing jointly (or qualifying surviving spouse)'),
    separate: value.describe('Married filing separately'),
    head: value.describe('Head of household'),
  });

const ascending = (edges: readonly number[]) =>
  edges.every((edge, index) => index === 0 || edge > (edges[index - 1] ?? 0));

const taxYearRow = z.strictObject({
  year: z.int().min(2000).max(2200).describe('The tax year'),
  revenueProcedure: z
    .string()
    .min(5)
    .max(40)
    .describe('The IRS revenue procedure the figures come from, e.g. "Rev. Proc. 2025-32" (listed in sources)'),
  ordinary: byStatus(
    z.tuple([dollars, dollars, dollars, dollars, dollars, dollars]).refine(ascending, 'each edge above the one before'),
  ).describe('Upper edges of the 10, 12, 22, 24, 32 and 35 % brackets; income above the last is taxed at 37 %'),
  capitalGains: byStatus(z.tuple([dollars, dollars]).refine(ascending, 'the 15 % edge is above the 0 % edge')).describe(
    'Taxable income up to which long-term gains are taxed at 0 %, then up to which at 15 %',
  ),
});

/** content/data/us-capital-gains-tax.yaml: the ordinary brackets and capital gains breakpoints by year. */
export const usCapitalGainsTaxSchema = datedTableSchema({
  years: z
    .array(taxYearRow)
    .min(1)
    .refine((rows) => ascending(rows.map((row) => row.year)), 'years in order, oldest first, each once')
    .describe('One entry per tax year, oldest first; a later year without an entry uses the last'),
  niit: z
    .strictObject({
      rate: z.number().min(0).max(100).describe('Net investment income tax rate in percent'),
      thresholds: byStatus(dollars).describe(
        'Modified AGI above which the tax applies (26 U.S.C. § 1411, not indexed)',
      ),
    })
    .describe('Net investment income tax'),
  capitalLossLimit: byStatus(dollars).describe(
    'Net capital loss deductible against other income in a year (§ 1211(b))',
  ),
});

export type UsCapitalGainsTaxTable = z.output<typeof usCapitalGainsTaxSchema>;
