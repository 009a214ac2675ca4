/*
 * Electrical arithmetic several calculators share:
 * - circuits.ts: Ohm's law and power, current from power (DC, single- and three-phase),
 *   resistors in series and parallel, the loaded voltage divider, reactance and RC charging.
 * - color-code.ts: the resistor colour code of IEC 60062 (bands to value and back).
 * - preferred-values.ts: the E12 and E24 preferred values (IEC 60063) and resistor power ratings.
 * - nec-tables.ts (+ nec-tables.schema.ts, the schema of content/data/nec-2023-tables.yaml): the NEC
 *   2023 tables (ampacity, conductor resistance, conduit and box fill, breaker ratings) and lookups;
 *   conductor-sizes.ts lists the sizes without the schema, so zod stays out of the browser.
 * - dwelling-load.ts (+ dwelling-load.schema.ts, the schema of content/data/nec-2023-dwelling-load.yaml):
 *   the NEC Article 220 standard method for a dwelling's service load (demand factors, range, dryer).
 * - wiring.ts: voltage drop and conductor resistance over a run, transformer ratings.
 * - wire-gauge.ts: AWG by its definition (ASTM B258) and the IEC 60228 metric sizes.
 */
export {};
