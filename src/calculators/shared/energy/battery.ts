import { fromBase, toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';

/*
 * Battery banks: the usable share of each chemistry (depth of discharge) and the sizes that follow.
 * Lead-acid lasts far longer when drawn to no more than half its capacity; LiFePO4 takes 80 % with
 * thousands of cycles.
 */

export const CHEMISTRY_DEPTH = { flooded: 50, agm: 50, lifepo4: 80 } as const;

export type Chemistry = keyof typeof CHEMISTRY_DEPTH | 'own';

export const depthOf = (chemistry: Chemistry, ownDepth: number) =>
  chemistry === 'own' ? ownDepth : CHEMISTRY_DEPTH[chemistry];

/** Amp-hours a bank needs to store `watthours` at `volts`, drawing only `depthPercent` of it. */
export const bankAmpHours = (watthours: number, volts: number, depthPercent: number) =>
  watthours / (volts * (depthPercent / 100));

/** Batteries in series to reach the bank voltage, and strings in parallel to reach its Ah. */
export function bankLayout(bankAh: number, bankVolts: number, batteryAh: number, batteryVolts: number) {
  const series = Math.ceil(bankVolts / batteryVolts - 1e-9);
  const parallel = Math.ceil(bankAh / batteryAh - 1e-9);
  return { series, parallel, total: series * parallel };
}

/** Watt-hours of an energy the engine gives in joules, and back. */
export const wattHoursOf = (joules: number) => fromBase('energy', joules, 'wh');
export const joulesOfWattHours = (wattHours: number) => toBase('energy', wattHours, 'wh');

/**
 * Hours a battery rated `ratedAh` over `ratedHours` (the 20-hour rate for most lead-acid) lasts at
 * `amps`, by Peukert's law t = H × (C ÷ (I × H))^k. k = 1 is the plain C ÷ I of a lithium battery;
 * lead-acid has 1.1–1.3, so it gives less than its rating when drawn faster than the rated current.
 */
export const peukertHours = (ratedAh: number, ratedHours: number, amps: number, exponent: number) =>
  ratedHours * (ratedAh / (amps * ratedHours)) ** exponent;
