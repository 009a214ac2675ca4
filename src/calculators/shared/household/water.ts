import Big from 'big.js';
import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Water bills quote a price per cubic metre (kilolitre), per 1,000 US gallons or per 100 cubic
 * feet ("ccf", the billing unit of many US utilities). Each billing unit is a count of a unit of
 * the engine's volume family, so no factor lives here.
 */
const BILLING_UNITS = {
  m3: { unit: 'm3', count: 1 },
  kgal: { unit: 'gal', count: 1000 },
  ccf: { unit: 'ft3', count: 100 },
} as const;

export type WaterPriceUnit = keyof typeof BILLING_UNITS;

export const WATER_PRICE_UNITS = [
  { value: 'm3', label: 'per cubic metre (1,000 L)' },
  { value: 'kgal', label: 'per 1,000 US gallons' },
  { value: 'ccf', label: 'per 100 cubic feet (ccf)' },
] as const satisfies readonly { value: WaterPriceUnit; label: string }[];

/** The price of one cubic metre of water from a price per billing unit. */
export function waterPricePerCubicMetre(price: number, per: WaterPriceUnit): Big {
  const { unit, count } = BILLING_UNITS[per];
  return new Big(price).div(new Big(unitInfo('volume', unit).factor).times(count));
}

/**
 * Specific heat of liquid water, 4.186 kJ/(kg·K) between 15 and 60 °C within 0.1 % (Engineering
 * ToolBox, "Water – Specific Heat"; the value the U.S. DOE uses for water heating), and its density,
 * 1 kg per litre (0.998 at 20 °C, 0.983 at 60 °C: within 2 %, well inside any shower's spread).
 */
export const WATER_SPECIFIC_HEAT = 4186;
export const WATER_KG_PER_M3 = 1000;

/** Joules to warm `cubicMetres` of water by `riseKelvin`, before the heater's losses. */
export const waterHeatingJoules = (cubicMetres: number, riseKelvin: number) =>
  cubicMetres * WATER_KG_PER_M3 * WATER_SPECIFIC_HEAT * riseKelvin;
