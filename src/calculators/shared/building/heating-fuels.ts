import Big from 'big.js';
import table from 'dated-table:us-heating-fuels';
import { unitInfo } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';
import '../../../engine/units/loaders/space.ts';
import type { HeatingFuelsTable } from './heating-fuels.schema.ts';

/*
 * The cost of heat from each home heating fuel, on EIA's method: price ÷ heat content per unit ×
 * 1,000,000 gives the price of a million Btu of fuel; dividing by the appliance's efficiency (AFUE,
 * or a heat pump's COP) gives the price of a million Btu of heat delivered to the house.
 */

/** EIA heat contents and US average prices from content/data/us-heating-fuels.yaml. */
export const heatingFuelsTable = table as HeatingFuelsTable;

const heat = heatingFuelsTable.heatContentBtu;
const gallonsPerLitre = unitInfo('volume', 'l').factor / unitInfo('volume', 'gal').factor;

/** The units each fuel's price may be quoted per, with the Btu one unit holds. */
export const GAS_PRICE_UNITS = [
  { value: 'therm', label: 'per therm', btu: heat.thermBtu },
  { value: 'ccf', label: 'per 100 ft³ (ccf)', btu: heat.naturalGasPerCubicFoot * 100 },
  { value: 'mcf', label: 'per 1,000 ft³ (Mcf)', btu: heat.naturalGasPerCubicFoot * 1000 },
] as const;

export const LIQUID_PRICE_UNITS = [
  { value: 'gal', label: 'per US gallon', gallons: 1 },
  { value: 'l', label: 'per litre', gallons: gallonsPerLitre },
] as const;

export type GasPriceUnit = (typeof GAS_PRICE_UNITS)[number]['value'];
export type LiquidPriceUnit = (typeof LIQUID_PRICE_UNITS)[number]['value'];

const GAS_BTU = Object.fromEntries(GAS_PRICE_UNITS.map((item) => [item.value, item.btu])) as Record<
  GasPriceUnit,
  number
>;
const GALLONS = Object.fromEntries(LIQUID_PRICE_UNITS.map((item) => [item.value, item.gallons])) as Record<
  LiquidPriceUnit,
  number
>;

export const gasBtuPerUnit = (unit: GasPriceUnit) => GAS_BTU[unit];

export const liquidBtuPerUnit = (btuPerGallon: number, unit: LiquidPriceUnit) => btuPerGallon * GALLONS[unit];

/** Btu of heat a heat pump gives per Wh of electricity is its HSPF2; per Btu of electricity, its COP. */
export const copFromHspf = (hspf: number) => (hspf * 1000) / heat.electricityPerKwh;

/**
 * The price of one million Btu of heat delivered: price per unit ÷ Btu per unit × 1,000,000 ÷
 * efficiency (a fraction: 0.95 for a 95 % AFUE furnace, 3 for a heat pump of COP 3).
 */
export const costPerMillionBtu = (price: number, btuPerUnit: number, efficiency: number) =>
  new Big(price).times(1_000_000).div(btuPerUnit).div(efficiency);

/** The same price per therm (100,000 Btu) and per kWh (3,412 Btu) of heat delivered. */
export const costPerTherm = (perMillionBtu: Big) => perMillionBtu.times(heat.thermBtu).div(1_000_000);
export const costPerKwh = (perMillionBtu: Big) => perMillionBtu.times(heat.electricityPerKwh).div(1_000_000);

/** A heat need in joules (the engine's base unit) as millions of Btu. */
export const millionBtuOf = (joules: number) => joules / unitInfo('energy', 'btu').factor / 1_000_000;
