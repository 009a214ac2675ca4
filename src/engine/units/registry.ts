import type { UnitFamily, UnitInfo } from './table.ts';

/** One family's units, as a family file writes them. */
export interface FamilyUnits {
  base: string;
  units: Readonly<Record<string, UnitInfo>>;
}

/**
 * The unit families loaded so far. Each family file's loader adds its families when it is
 * imported: the build and the tests load all of them (./all.ts), a calculator the loaders of the
 * families it converts, and a calculator page's island the files its fields and results name,
 * before it starts. A page without units thereby downloads none of the table.
 */
const loaded = new Map<string, FamilyUnits>();

export function registerUnits(families: Readonly<Record<string, FamilyUnits>>): void {
  for (const [family, units] of Object.entries(families)) loaded.set(family, units);
}

function familyUnits(family: UnitFamily): FamilyUnits {
  const units = loaded.get(family);
  if (!units) throw new Error(`The units of "${family}" are not loaded`);
  return units;
}

export function unitInfo(family: UnitFamily, unit: string): UnitInfo {
  const info = isUnitOf(family, unit) ? familyUnits(family).units[unit] : undefined;
  if (!info) throw new Error(`Unknown unit "${unit}" in family "${family}"`);
  return info;
}

/** The unit a family's factors are to (metre for length, kelvin steps for temperature). */
export function baseUnitOf(family: UnitFamily): string {
  return familyUnits(family).base;
}

export function unitsOf(family: UnitFamily): string[] {
  return Object.keys(familyUnits(family).units);
}

export function isUnitOf(family: UnitFamily, unit: string): boolean {
  return Object.hasOwn(familyUnits(family).units, unit);
}

/** A value in `unit` expressed in the family's base unit. */
export function toBase(family: UnitFamily, value: number, unit: string): number {
  if (family === 'temperature') {
    if (unit === 'f') return ((value - 32) * 5) / 9;
    if (unit === 'k') return value - 273.15;
    if (unit === 'r') return (value * 5) / 9 - 273.15;
    return value;
  }
  if (family === 'fuelEconomy' && unit === 'l100km') return 100 / value;
  return value * unitInfo(family, unit).factor;
}

/** A base-unit value expressed in `unit`. */
export function fromBase(family: UnitFamily, value: number, unit: string): number {
  if (family === 'temperature') {
    if (unit === 'f') return (value * 9) / 5 + 32;
    if (unit === 'k') return value + 273.15;
    if (unit === 'r') return ((value + 273.15) * 9) / 5;
    return value;
  }
  if (family === 'fuelEconomy' && unit === 'l100km') return 100 / value;
  return value / unitInfo(family, unit).factor;
}

export function convert(family: UnitFamily, value: number, from: string, to: string): number {
  return from === to ? value : fromBase(family, toBase(family, value, from), to);
}

/**
 * A unit named with its family, "length:ft", as the general unit converter's menus write them;
 * undefined for anything else (or a family not loaded).
 */
export function qualifiedUnit(text: string): { family: UnitFamily; unit: string } | undefined {
  const [family = '', unit = ''] = text.split(':');
  return loaded.has(family) && isUnitOf(family as UnitFamily, unit)
    ? { family: family as UnitFamily, unit }
    : undefined;
}
