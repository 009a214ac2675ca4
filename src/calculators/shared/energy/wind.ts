/*
 * Power from the wind through a rotor, in SI units: P = ½ ρ A v³ Cp.
 */

/** The Betz limit: no rotor can take more than 16/27 (59.3 %) of the power in the wind (Betz, 1920). */
export const BETZ_LIMIT = 16 / 27;

/** Hours in a 365-day year, for energy from an average power. */
export const HOURS_PER_YEAR = 8760;

/**
 * For wind speeds following a Rayleigh distribution, the mean of v³ is 6/π times the cube of the
 * mean speed (the "energy pattern factor" 1.91; Manwell, McGowan & Rogers, Wind Energy Explained,
 * section 2.4.3).
 */
export const RAYLEIGH_CUBE_FACTOR = 6 / Math.PI;

/** Power in watts carried by wind of `speed` m/s through `area` m² of air of `density` kg/m³. */
export function windPower(density: number, area: number, speed: number): number {
  return 0.5 * density * area * speed ** 3;
}
