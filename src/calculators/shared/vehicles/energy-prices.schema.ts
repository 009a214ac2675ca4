import { z } from 'astro/zod';
import { datedTableSchema, publishedDecimal } from '../dated-table-schema.ts';

const price = (what: string) =>
  z
    .strictObject({
      price: publishedDecimal.describe(`${what}, exactly as published`),
      period: z.string().min(5).max(120).describe('What the average covers: the period, grade or sector and the unit'),
    })
    .describe(what);

/** content/data/us-vehicle-energy-prices.yaml: US average prices of gasoline, home electricity and public charging. */
export const vehicleEnergyPricesSchema = datedTableSchema({
  gasolinePerGallon: price('Average retail price of regular gasoline, in US dollars per US gallon'),
  homeElectricityPerKwh: price('Average residential electricity price, in US dollars per kWh'),
  publicChargingPerKwh: price('Average price of public EV charging, in US dollars per kWh'),
});

export type VehicleEnergyPricesTable = z.output<typeof vehicleEnergyPricesSchema>;
