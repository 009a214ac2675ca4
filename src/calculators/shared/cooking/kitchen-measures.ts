import '../../../engine/units/loaders/matter.ts';
import '../../../engine/units/loaders/space.ts';
import { toBase, unitInfo } from '../../../engine/units/registry.ts';
import type { UnitInfo } from '../../../engine/units/table.ts';

/*
 * The measures a kitchen weighs or pours with, all from the engine's unit table: US, metric
 * (250 mL) and UK cups, spoons and fluid ounces, millilitres, grams, ounces and pounds.
 */

export const KITCHEN_VOLUME_UNITS = ['cup', 'tbsp', 'tsp', 'floz', 'ml', 'l', 'metriccup', 'impcup'] as const;
export const KITCHEN_MASS_UNITS = ['g', 'kg', 'oz', 'lb'] as const;

export type KitchenVolumeUnit = (typeof KITCHEN_VOLUME_UNITS)[number];
export type KitchenMassUnit = (typeof KITCHEN_MASS_UNITS)[number];
export type KitchenUnit = KitchenVolumeUnit | KitchenMassUnit;

const isVolumeUnit = (unit: string): unit is KitchenVolumeUnit =>
  (KITCHEN_VOLUME_UNITS as readonly string[]).includes(unit);

const choice = (unit: string, { label, symbol }: UnitInfo) => ({ value: unit, label: `${label} (${symbol})` });

/** The unit menu of an amount that may be a volume or a weight: volumes first, then weights. */
export const kitchenUnitChoices = [
  ...KITCHEN_VOLUME_UNITS.map((unit) => choice(unit, unitInfo('volume', unit))),
  ...KITCHEN_MASS_UNITS.map((unit) => choice(unit, unitInfo('mass', unit))),
];

/** An amount read in its unit: a volume in m³ or a mass in kg. */
export type KitchenAmount = { kind: 'volume'; m3: number } | { kind: 'mass'; kg: number };

export function kitchenAmount(value: number, unit: string): KitchenAmount {
  return isVolumeUnit(unit)
    ? { kind: 'volume', m3: toBase('volume', value, unit) }
    : { kind: 'mass', kg: toBase('mass', value, unit) };
}

/** Size of a measure in the family's base unit, for the per-measure tables. */
export const volumeOf = (amount: number, unit: KitchenVolumeUnit): number => toBase('volume', amount, unit);

/** A US stick of butter is a quarter pound (four sticks to the 1 lb package), marked as ½ cup or 8 tbsp. */
export const BUTTER_STICK_KG = toBase('mass', 0.25, 'lb');
