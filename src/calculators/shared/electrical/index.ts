/*
 * Electrical arithmetic several calculators share:
 * - circuits.ts: Ohm's law and power, current from power (DC, single- and three-phase),
 *   resistors in series and parallel, the loaded voltage divider, reactance and RC charging.
 */
export {};
