import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

const va = z.number().positive();
const share = z.number().positive().max(100);

/** content/data/nec-2023-dwelling-load.yaml: the NEC Article 220 standard method for a dwelling. */
export const dwellingLoadSchema = datedTableSchema({
  edition: z.string().min(10).describe('The NEC edition the figures are from'),
  lightingVaPerSquareFoot: va.describe('220.41: general lighting load, VA per square foot'),
  smallApplianceCircuitVa: va.describe('220.52(A): VA per small-appliance branch circuit'),
  laundryCircuitVa: va.describe('220.52(B): VA per laundry branch circuit'),
  lightingDemandSteps: z
    .array(
      z.strictObject({
        upTo: va.optional().describe('Top of the step in VA; the last step has none'),
        percent: share.describe('Demand factor of the step, percent'),
      }),
    )
    .min(1)
    .describe('Table 220.45 demand factors for dwelling units, lowest step first'),
  fastenedAppliances: z
    .strictObject({
      atLeast: z.int().positive().describe('How many appliances the factor needs'),
      percent: share.describe('Demand factor, percent'),
    })
    .describe('220.53: fastened-in-place appliances'),
  dryerMinimumVa: va.describe('220.54: least load counted for an electric dryer, VA'),
  range: z
    .strictObject({
      smallUpToKw: va.describe('Columns A and B reach up to this rating, kW'),
      smallPercent: share.describe('Columns A and B factor for one appliance, percent'),
      columnCKw: va.describe('Column C demand for one range, kW'),
      columnCUpToKw: va.describe('Column C applies as it stands up to this rating, kW'),
      percentPerKwAbove: share.describe('Note 1: percent added for each kW above that'),
      largestKw: va.describe('Note 1 reaches up to this rating, kW'),
    })
    .describe('Table 220.55 for one household cooking appliance'),
  minimumServiceAmps: va.describe('230.79(C): least service rating for a one-family dwelling, A'),
});

export type DwellingLoadTable = z.output<typeof dwellingLoadSchema>;
