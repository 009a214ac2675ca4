import table from 'dated-table:nec-2023-tables';
import type { NecTables } from './nec-tables.schema.ts';

/*
 * The NEC tables of content/data/nec-2023-tables.yaml (NFPA 70, 2023): ampacities (310.16),
 * conductor resistance and area (Chapter 9 Table 8), conduit and conductor areas (Tables 1, 4, 5),
 * box fill allowances (314.16(B)) and standard breaker ratings (240.6(A)).
 */
export const necTables = table as NecTables;

export type Metal = 'copper' | 'aluminium';
export type Build = 'solid' | 'stranded';
/** The insulation temperature columns of Table 310.16. */
export const TEMPERATURE_COLUMNS = ['60', '75', '90'] as const;
export type TemperatureColumn = (typeof TEMPERATURE_COLUMNS)[number];

export type ConductorRow = NecTables['conductors'][number];

export function conductorOf(size: string): ConductorRow {
  const row = necTables.conductors.find((conductor) => conductor.size === size);
  if (!row) throw new Error(`No conductor ${size} in the NEC table`);
  return row;
}

/** Table 310.16 ampacity, or undefined where the table has none (aluminium below 12 AWG). */
export function ampacityOf(row: ConductorRow, metal: Metal, column: TemperatureColumn): number | undefined {
  const columns = metal === 'copper' ? row.copper : row.aluminium;
  return columns?.[TEMPERATURE_COLUMNS.indexOf(column)];
}

/** Chapter 9 Table 8 DC resistance in Ω per 1000 ft at 75 °C; stranded where no solid conductor is listed. */
export function resistancePerKft(row: ConductorRow, metal: Metal, build: Build): number {
  if (metal === 'copper') return (build === 'solid' ? row.copperSolid : undefined) ?? row.copperStranded;
  return (build === 'solid' ? row.aluminiumSolid : undefined) ?? row.aluminiumStranded;
}

/** The smallest 240.6(A) standard rating at or above `amps`, or undefined above the largest. */
export const nextStandardBreaker = (amps: number): number | undefined =>
  necTables.standardBreakers.find((rating) => rating >= amps);

/** "12 AWG", "1/0 AWG", "250 kcmil". */
export const sizeName = (size: string): string => (Number(size) >= 250 ? `${size} kcmil` : `${size} AWG`);

/** 240.4(D): the largest breaker a small conductor may have, where the rule applies. */
export const smallConductorLimit = (size: string, metal: Metal): number | undefined =>
  necTables.smallConductorLimits[metal][size];
