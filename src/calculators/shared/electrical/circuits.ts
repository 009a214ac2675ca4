/*
 * Circuit laws in SI units (volts, amperes, ohms, watts, farads, henries, hertz, seconds):
 * Ohm's law V = I·R with P = V·I, and the results built on them.
 */

/** Which two of voltage, current, resistance and power are known. */
export type OhmsLawPair = 'vi' | 'vr' | 'vp' | 'ir' | 'ip' | 'rp';

export interface OhmsLawValues {
  voltage: number;
  current: number;
  resistance: number;
  power: number;
}

/** All four quantities from the two known ones (Ohm's law and P = V·I = I²R = V²/R). */
export function solveOhmsLaw(pair: OhmsLawPair, known: OhmsLawValues): OhmsLawValues {
  const { voltage: v, current: i, resistance: r, power: p } = known;
  const fromVoltageCurrent = (volts: number, amps: number): OhmsLawValues => ({
    voltage: volts,
    current: amps,
    resistance: volts / amps,
    power: volts * amps,
  });
  switch (pair) {
    case 'vi':
      return fromVoltageCurrent(v, i);
    case 'vr':
      return fromVoltageCurrent(v, v / r);
    case 'vp':
      return fromVoltageCurrent(v, p / v);
    case 'ir':
      return fromVoltageCurrent(i * r, i);
    case 'ip':
      return fromVoltageCurrent(p / i, i);
    case 'rp':
      return fromVoltageCurrent(Math.sqrt(p * r), Math.sqrt(p / r));
  }
}

/** How a load is supplied: direct current, single-phase AC, or balanced three-phase AC. */
export type SupplySystem = 'dc' | 'single' | 'three';

/**
 * The apparent power per volt of a supply: 1 for DC and single-phase, √3 for three-phase with
 * the line-to-line voltage (P = √3·V_LL·I·pf).
 */
export const phaseFactor = (system: SupplySystem): number => (system === 'three' ? Math.sqrt(3) : 1);

/** Line current drawn by real power `watts` at `volts` (line-to-line for three-phase); DC has no power factor. */
export function currentFromPower(system: SupplySystem, watts: number, volts: number, powerFactor: number): number {
  const pf = system === 'dc' ? 1 : powerFactor;
  return watts / (phaseFactor(system) * volts * pf);
}

/** Real power of a load drawing `amps` at `volts` (line-to-line for three-phase). */
export function powerFromCurrent(system: SupplySystem, amps: number, volts: number, powerFactor: number): number {
  const pf = system === 'dc' ? 1 : powerFactor;
  return phaseFactor(system) * volts * amps * pf;
}

export const seriesResistance = (resistances: readonly number[]): number => resistances.reduce((sum, r) => sum + r, 0);

/** 1 / Σ(1/Rᵢ); a zero-ohm branch shorts the whole group. */
export function parallelResistance(resistances: readonly number[]): number {
  if (resistances.some((r) => r === 0)) return 0;
  return 1 / resistances.reduce((sum, r) => sum + 1 / r, 0);
}

/** Output of a divider R1 (top) and R2 (bottom) with an optional load across R2 (Infinity for none). */
export function dividerOutput(input: number, top: number, bottom: number, load: number): number {
  const lower = Number.isFinite(load) ? parallelResistance([bottom, load]) : bottom;
  return (input * lower) / (top + lower);
}

/** X_C = 1 / (2π f C) */
export const capacitiveReactance = (hertz: number, farads: number): number => 1 / (2 * Math.PI * hertz * farads);

/** X_L = 2π f L */
export const inductiveReactance = (hertz: number, henries: number): number => 2 * Math.PI * hertz * henries;

/** f₀ = 1 / (2π √(L C)), where the two reactances are equal. */
export const resonantFrequency = (henries: number, farads: number): number =>
  1 / (2 * Math.PI * Math.sqrt(henries * farads));

/** Capacitor voltage t seconds after a step of `supply` volts through R into an empty C: V(1 − e^(−t/τ)). */
export const chargingVoltage = (supply: number, tau: number, seconds: number): number =>
  supply * (1 - Math.exp(-seconds / tau));
