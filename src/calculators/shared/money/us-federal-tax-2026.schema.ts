import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const percent = z.number().min(0).max(100);
const dollars = z.int().positive();

/** One amount per filing status the take-home pay calculator offers. */
const byStatus = <Value extends z.ZodType>(value: Value) =>
  z.strictObject({
    single: value.describe('Single'),
    'married-joint': value.describe('Married filing jointly'),
    'head-of-household': value.describe('Head of household'),
  });

const bracket = z.strictObject({
  upTo: dollars.optional().describe('Upper end of the band of taxable income; leave it out on the top band'),
  rate: percent.describe('Marginal rate in percent'),
});

const schedule = z
  .array(bracket)
  .min(2)
  .superRefine((bands, context) => {
    bands.forEach((band, index) => {
      const last = index === bands.length - 1;
      const previous = bands[index - 1]?.upTo ?? 0;
      if (last && band.upTo !== undefined) {
        context.addIssue({ code: 'custom', path: [index, 'upTo'], message: 'the top band has no upper end' });
      }
      if (!last && (band.upTo === undefined || band.upTo <= previous)) {
        context.addIssue({ code: 'custom', path: [index, 'upTo'], message: 'each band ends above the one before' });
      }
    });
  })
  .describe('The rate schedule, lowest band first');

/** content/data/us-federal-tax-2026.yaml: federal income tax and payroll tax figures for one tax year. */
export const usFederalTaxSchema = datedTableSchema({
  taxYear: z.int().min(2000).max(2200).describe('The tax year (wages paid in it)'),
  standardDeduction: byStatus(dollars).describe('Basic standard deduction by filing status, in dollars'),
  brackets: byStatus(schedule).describe('Tax rate schedules by filing status'),
  socialSecurity: z
    .strictObject({
      rate: percent.describe('Employee rate in percent'),
      wageBase: dollars.describe('Contribution and benefit base: wages above it pay no Social Security tax'),
    })
    .describe('Social Security (OASDI) tax on wages'),
  medicare: z
    .strictObject({
      rate: percent.describe('Employee rate in percent, on all wages'),
      additionalRate: percent.describe('Additional Medicare Tax rate in percent'),
      additionalThreshold: byStatus(dollars).describe('Wages above which the Additional Medicare Tax applies'),
    })
    .describe('Medicare tax on wages'),
});

export type UsFederalTaxTable = z.output<typeof usFederalTaxSchema>;
