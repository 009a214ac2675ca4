import { fromBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';
import { phaseFactor, type SupplySystem } from './circuits.ts';

/*
 * Conductor arithmetic of the NEC wiring calculators, with resistances from Chapter 9 Table 8
 * (ohms per 1000 ft) and one-way lengths in feet.
 */

const FEET_PER_KFT = 1000;

/** A length as the engine gives it (metres) in feet, the unit of the NEC tables. */
export const feetOf = (metres: number): number => fromBase('length', metres, 'ft');

/**
 * Voltage lost along a circuit: the current flows out and back (2 × length) on DC and
 * single-phase, and √3 × length on a balanced three-phase circuit.
 */
export function voltageDrop(system: SupplySystem, amps: number, ohmsPerKft: number, oneWayFeet: number): number {
  const path = system === 'three' ? Math.sqrt(3) : 2;
  return (path * amps * ohmsPerKft * oneWayFeet) / FEET_PER_KFT;
}

/** Resistance of `feet` of one conductor. */
export const conductorResistance = (ohmsPerKft: number, feet: number): number => (ohmsPerKft * feet) / FEET_PER_KFT;

/** The NEC's informational notes (210.19, 215.2) suggest at most 3 % on a branch circuit, 5 % with the feeder. */
export const RECOMMENDED_DROP = { branch: 3, total: 5 } as const;

/** Apparent power per volt-ampere helper shared with three-phase tools: √3 × V × I, or V × I. */
export const apparentPower = (system: SupplySystem, volts: number, amps: number): number =>
  phaseFactor(system) * volts * amps;

/** Common dry-type and pad-mount transformer ratings in kVA (IEEE C57.12.00 preferred ratings). */
export const TRANSFORMER_KVA = {
  single: [3, 5, 7.5, 10, 15, 25, 37.5, 50, 75, 100, 167, 250, 333, 500],
  three: [3, 6, 9, 15, 30, 45, 75, 112.5, 150, 225, 300, 500, 750, 1000, 1500, 2000, 2500],
} as const;

/** NEC Chapter 9, Table 8, note 2: R₂ = R₁ × (1 + α × (T₂ − 75 °C)), α per °C. */
export const TEMPERATURE_COEFFICIENT = { copper: 0.00323, aluminium: 0.0033 } as const;

/** Table 8 resistance (at 75 °C) corrected to `celsius`. */
export const resistanceAt = (ohms75: number, metal: keyof typeof TEMPERATURE_COEFFICIENT, celsius: number): number =>
  ohms75 * (1 + TEMPERATURE_COEFFICIENT[metal] * (celsius - 75));
