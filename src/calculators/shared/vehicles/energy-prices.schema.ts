import { z } from 'astro/zod';
import { averagePrice as price, datedTableSchema } from '../dated-table-schema.ts';

/** content/data/us-vehicle-energy-prices.yaml: US average prices of gasoline, home electricity and public charging. */
export const vehicleEnergyPricesSchema = datedTableSchema({
  gasolinePerGallon: price('Average retail price of regular gasoline, in US dollars per US gallon'),
  homeElectricityPerKwh: price('Average residential electricity price, in US dollars per kWh'),
  publicChargingPerKwh: price('Average price of public EV charging, in US dollars per kWh'),
});

export type VehicleEnergyPricesTable = z.output<typeof vehicleEnergyPricesSchema>;
