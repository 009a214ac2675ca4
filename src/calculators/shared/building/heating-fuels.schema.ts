import { z } from 'astro/zod';
import { averagePrice as price, datedTableSchema } from '../dated-table-schema.ts';

const btu = (what: string) => z.number().positive().max(1e9).describe(`${what}, in Btu as published`);

/** content/data/us-heating-fuels.yaml: EIA heat contents of the heating fuels and US average prices. */
export const heatingFuelsSchema = datedTableSchema({
  heatContentBtu: z.strictObject({
    naturalGasPerCubicFoot: btu('Heat in one cubic foot of natural gas'),
    thermBtu: btu('Heat in one therm'),
    heatingOilPerGallon: btu('Heat in one US gallon of heating oil'),
    propanePerGallon: btu('Heat in one US gallon of propane'),
    electricityPerKwh: btu('Heat in one kilowatt-hour'),
    firewoodPerCord: btu('Heat in one cord of firewood'),
  }),
  prices: z.strictObject({
    naturalGasPerTherm: price('Average residential natural gas price, in US dollars per therm'),
    heatingOilPerGallon: price('Average residential heating oil price, in US dollars per US gallon'),
    propanePerGallon: price('Average residential propane price, in US dollars per US gallon'),
    electricityPerKwh: price('Average residential electricity price, in US dollars per kWh'),
  }),
});

export type HeatingFuelsTable = z.output<typeof heatingFuelsSchema>;
