import { GAS_CONSTANT } from './constants.ts';

/*
 * Buoyant lift of a light gas in air, by the ideal gas law (ρ = pM ⁄ RT) and Archimedes: a volume V
 * of gas lifts V × (ρ_air − ρ_gas). Molar masses: dry air 28.9644 g/mol (U.S. Standard Atmosphere
 * 1976), helium 4.002602 g/mol (IUPAC standard atomic weight). Sea level in the standard atmosphere
 * is 101,325 Pa and 15 °C (ISO 2533).
 */
export const MOLAR_MASS = { air: 0.028_964_4, helium: 0.004_002_602 } as const;

export const SEA_LEVEL = { pressure: 101_325, temperature: 288.15 } as const;

/** Density of an ideal gas of molar mass `molarMass` (kg/mol) at `pressure` Pa and `temperature` K. */
export const gasDensity = (molarMass: number, pressure: number, temperature: number): number =>
  (pressure * molarMass) / (GAS_CONSTANT * temperature);

/** Mass (kg) a volume (m³) of helium can hold up in air, before the envelope's own weight. */
export const heliumLift = (
  volume: number,
  { pressure, temperature }: { pressure: number; temperature: number } = SEA_LEVEL,
): number =>
  volume * (gasDensity(MOLAR_MASS.air, pressure, temperature) - gasDensity(MOLAR_MASS.helium, pressure, temperature));

/** Volume of a sphere of diameter `d`. */
export const sphereVolume = (d: number): number => (Math.PI * d ** 3) / 6;
