import '../../../engine/units/loaders/heat.ts';
import { unitInfo } from '../../../engine/units/registry.ts';
import { energyPricePerJoule } from '../energy/prices.ts';

const KWH_J = unitInfo('energy', 'kwh').factor;

/** The price of one joule, exactly, from a price per kilowatt-hour (the unit electricity is sold by). */
export const pricePerJoule = (pricePerKwh: number) => energyPricePerJoule(pricePerKwh, 'kwh');

/** An electric car's energy use in joules per metre, from the unit table's base (kWh per 100 km). */
export const joulesPerMetre = (kwhPer100Km: number) => (kwhPer100Km * KWH_J) / 100_000;
