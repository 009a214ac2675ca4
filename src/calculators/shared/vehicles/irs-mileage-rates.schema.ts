import { z } from 'astro/zod';
import { datedTableSchema, publishedDecimal } from '../dated-table-schema.ts';

const perMile = (what: string) => publishedDecimal.describe(`${what}, in US dollars per mile, as published`);

/** content/data/us-irs-mileage-rates-2026.yaml: the IRS standard mileage rates of one year. */
export const irsMileageRatesSchema = datedTableSchema({
  year: z.int().min(2000).max(2200).describe('The year the rates apply to'),
  business: perMile('Business use'),
  medical: perMile('Medical care'),
  moving: perMile('Moving of certain active-duty Armed Forces and intelligence community members'),
  charitable: perMile('Service of a charitable organization (set by 26 U.S.C. 170(i))'),
});

export type IrsMileageRatesTable = z.output<typeof irsMileageRatesSchema>;
