import { UNIT_FAMILIES, type UnitFamily, type UnitInfo } from './table.ts';

export function unitInfo(family: UnitFamily, unit: string): UnitInfo {
  const info = isUnitOf(family, unit) ? (UNIT_FAMILIES[family].units as Record<string, UnitInfo>)[unit] : undefined;
  if (!info) throw new Error(`Unknown unit "${unit}" in family "${family}"`);
  return info;
}

export function unitsOf(family: UnitFamily): string[] {
  return Object.keys(UNIT_FAMILIES[family].units);
}

export function isUnitOf(family: UnitFamily, unit: string): boolean {
  return Object.hasOwn(UNIT_FAMILIES[family].units, unit);
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
 * undefined for anything else.
 */
export function qualifiedUnit(text: string): { family: UnitFamily; unit: string } | undefined {
  const [family = '', unit = ''] = text.split(':');
  return Object.hasOwn(UNIT_FAMILIES, family) && isUnitOf(family as UnitFamily, unit)
    ? { family: family as UnitFamily, unit }
    : undefined;
}
