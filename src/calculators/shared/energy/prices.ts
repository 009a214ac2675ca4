import Big from 'big.js';
import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';

/*
 * An energy price as a bill quotes it — per kWh of electricity, per US therm of gas, per megajoule
 * — turned into a price per joule through the engine's energy units, so no factor lives here.
 */
export const ENERGY_PRICE_UNITS = [
  { value: 'kwh', label: 'per kWh' },
  { value: 'therm', label: 'per therm (US)' },
  { value: 'mj', label: 'per megajoule (MJ)' },
] as const;

export type EnergyPriceUnit = (typeof ENERGY_PRICE_UNITS)[number]['value'];

/** The price of one joule from a price per kWh, therm or MJ. */
export const energyPricePerJoule = (price: number, per: EnergyPriceUnit) =>
  new Big(price).div(unitInfo('energy', per).factor);
