import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';

/*
 * USDA FSIS safe minimum internal temperatures (Safe Minimum Internal Temperature Chart) and the
 * doneness temperatures cooks aim for (Certified Angus Beef brand, internal temperature guide),
 * all in °F as published; `celsius` converts.
 */
export const celsius = (fahrenheit: number): number => toBase('temperature', fahrenheit, 'f');

export const MEATS = {
  beef: { label: 'Beef, veal or lamb (steaks, chops, roasts)', safeF: 145, restMinutes: 3, wholeCut: true },
  pork: { label: 'Pork (chops, roasts) or fresh ham', safeF: 145, restMinutes: 3, wholeCut: true },
  ground: { label: 'Ground meat (burgers, sausages, meatloaf)', safeF: 160, restMinutes: 0, wholeCut: false },
  poultry: {
    label: 'Poultry (chicken, turkey, duck; whole, pieces or ground)',
    safeF: 165,
    restMinutes: 0,
    wholeCut: false,
  },
  fish: { label: 'Fish and shellfish', safeF: 145, restMinutes: 0, wholeCut: true },
} as const;

export type Meat = keyof typeof MEATS;

export const DONENESS = {
  rare: { label: 'Rare', finalF: 125 },
  mediumRare: { label: 'Medium rare', finalF: 135 },
  medium: { label: 'Medium', finalF: 145 },
  mediumWell: { label: 'Medium well', finalF: 150 },
  well: { label: 'Well done', finalF: 160 },
} as const;

export type Doneness = keyof typeof DONENESS;

/** How far the inside keeps rising after the meat leaves the heat, by size (°F). */
export const CARRYOVER = {
  thin: { label: 'Thin: steaks, chops, fillets, burgers', riseF: 3 },
  medium: { label: 'Medium: tenderloin, rack, small roast', riseF: 5 },
  large: { label: 'Large: rib roast, leg of lamb, whole bird', riseF: 10 },
} as const;

export type CarryoverSize = keyof typeof CARRYOVER;

export const THERMOMETER_NOTICE =
  'A food thermometer decides, not the clock: check the thickest part, away from bone, fat and gristle.';
