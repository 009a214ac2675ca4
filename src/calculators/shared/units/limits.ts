// Temperature is converted by arithmetic alone, so no family file (and no loader) is needed here.
import { toBase } from '../../../engine/units/registry.ts';
import type { UnitFamily } from '../../../engine/units/table.ts';

// Absolute zero, with room for the rounding of −459.67 °F on its way to °C.
const ABSOLUTE_ZERO_C = -273.15 - 1e-9;
// Below this, a reciprocal fuel-economy conversion (L/100 km) could overflow.
const SMALLEST_FUEL_ECONOMY = 1e-6;

/**
 * Why a value in `unit` cannot be converted, or undefined when it can: no temperature is colder
 * than absolute zero, and a fuel economy of 0 would be infinite litres per 100 km.
 */
export function conversionProblem(family: UnitFamily, value: number, unit: string): string | undefined {
  if (family === 'temperature' && toBase('temperature', value, unit) < ABSOLUTE_ZERO_C) {
    return 'That is colder than absolute zero (0 K, −273.15 °C, −459.67 °F).';
  }
  if (family === 'fuelEconomy' && value < SMALLEST_FUEL_ECONOMY) {
    return 'Enter a fuel economy above 0: the other units divide by it.';
  }
  return undefined;
}
