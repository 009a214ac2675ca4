import table from 'dated-table:us-vehicle-energy-prices';
import type { VehicleEnergyPricesTable } from './energy-prices.schema.ts';

/** US average energy prices from content/data/us-vehicle-energy-prices.yaml, the fields' defaults. */
export const vehicleEnergyPrices = table as VehicleEnergyPricesTable;

/** The published prices as numbers, for the defaults of price fields. */
export const GASOLINE_PER_GALLON = Number(vehicleEnergyPrices.gasolinePerGallon.price);
export const HOME_ELECTRICITY_PER_KWH = Number(vehicleEnergyPrices.homeElectricityPerKwh.price);
export const PUBLIC_CHARGING_PER_KWH = Number(vehicleEnergyPrices.publicChargingPerKwh.price);
