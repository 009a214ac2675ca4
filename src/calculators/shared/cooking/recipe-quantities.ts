/**
 * Recipe quantities: scaling to another number of servings, converting between US customary
 * and metric units, and writing amounts the way a cook reads them ("1 ½ cups", "454 g").
 * One set of rules for the recipe pages (static HTML, JSON-LD, the scaler island) and the recipe
 * scaler calculator, so they can never disagree about an amount.
 */
import Fraction from 'fraction.js';
import '../../../engine/units/loaders/matter.ts';
import '../../../engine/units/loaders/space.ts';
import { unitInfo } from '../../../engine/units/registry.ts';

/** Units that count things (eggs, cloves, cans): scaled, never converted. */
export const COUNTING_UNITS = ['piece', 'clove', 'slice', 'sprig', 'bunch', 'can', 'stick', 'leaf', 'sheet'] as const;

/** Units a quantity can be written in. Volume and mass units convert between US and metric. */
export const RECIPE_UNITS = [
  ...['tsp', 'tbsp', 'cup', 'fl-oz', 'ml', 'l'],
  ...['g', 'kg', 'oz', 'lb'],
  ...COUNTING_UNITS,
  // a cook's judgement: scaled, never converted
  ...['pinch', 'dash'],
] as const;

export type RecipeUnit = (typeof RECIPE_UNITS)[number];
export type UnitSystem = 'us' | 'metric';
/** 'original' keeps each ingredient in the unit it is written in. */
export type UnitDisplay = 'original' | UnitSystem;

export interface Amount {
  value: number;
  unit?: RecipeUnit | undefined;
  /** Millilitres written after a spoon measure kept in a metric list: "2 tsp (10 ml)". */
  millilitres?: number | undefined;
}

type VolumeUnit = 'tsp' | 'tbsp' | 'cup' | 'fl-oz' | 'ml' | 'l';
type MassUnit = 'oz' | 'lb' | 'g' | 'kg';

/**
 * Size of a unit in millilitres or grams, from the engine's one unit table (exact factors from
 * NIST SP 811). The factors are exact decimals of at most 15 significant digits, so the quotient
 * rounded to 15 digits is the exact size: 236.5882365 mL for a cup, not 236.58823650000002.
 */
const exactRatio = (factor: number, reference: number): number => Number((factor / reference).toPrecision(15));
const millilitres = (unit: string) => exactRatio(unitInfo('volume', unit).factor, unitInfo('volume', 'ml').factor);
const grams = (unit: string) => exactRatio(unitInfo('mass', unit).factor, unitInfo('mass', 'g').factor);

const MILLILITRES: Record<VolumeUnit, number> = {
  tsp: millilitres('tsp'),
  tbsp: millilitres('tbsp'),
  cup: millilitres('cup'),
  'fl-oz': millilitres('floz'),
  ml: millilitres('ml'),
  l: millilitres('l'),
};

const GRAMS: Record<MassUnit, number> = {
  oz: grams('oz'),
  lb: grams('lb'),
  g: grams('g'),
  kg: grams('kg'),
};

const SYSTEM: Partial<Record<RecipeUnit, UnitSystem>> = {
  tsp: 'us',
  tbsp: 'us',
  cup: 'us',
  'fl-oz': 'us',
  oz: 'us',
  lb: 'us',
  ml: 'metric',
  l: 'metric',
  g: 'metric',
  kg: 'metric',
};

/**
 * The units an amount may move between, largest first, each with the smallest amount worth
 * writing in it (a quarter cup, one tablespoon, one pound, one litre…). Fluid ounces are left
 * out on purpose: a drink written in fl oz stays in fl oz when it is scaled.
 */
interface Rung {
  unit: RecipeUnit;
  size: number;
  min: number;
}
const rung = (unit: VolumeUnit | MassUnit, min: number): Rung => ({
  unit,
  size: unit in MILLILITRES ? MILLILITRES[unit as VolumeUnit] : GRAMS[unit as MassUnit],
  min,
});
const LADDERS: Record<UnitSystem, Record<'volume' | 'mass', Rung[]>> = {
  us: {
    volume: [rung('cup', 0.25), rung('tbsp', 1), rung('tsp', 0)],
    mass: [rung('lb', 1), rung('oz', 0)],
  },
  metric: {
    volume: [rung('l', 1), rung('ml', 0)],
    mass: [rung('kg', 1), rung('g', 0)],
  },
};

/**
 * How far a US amount may move when it is written as a kitchen fraction in a larger unit:
 * 250 ml is "1 cup" (5.4 % off), but 6 tbsp stays "6 tbsp" rather than "⅓ cup" (11 % off).
 */
const KITCHEN_TOLERANCE = 0.06;

export function unitSystem(unit: RecipeUnit | undefined): UnitSystem | undefined {
  return unit === undefined ? undefined : SYSTEM[unit];
}

function measure(unit: RecipeUnit): { kind: 'volume' | 'mass'; size: number } | undefined {
  if (unit in MILLILITRES) return { kind: 'volume', size: MILLILITRES[unit as VolumeUnit] };
  if (unit in GRAMS) return { kind: 'mass', size: GRAMS[unit as MassUnit] };
  return undefined;
}

/** The servings ratio; 3 servings of a 4-serving recipe scale by ¾. */
export function scaleFactor(originalServings: number, servings: number): number {
  return servings / originalServings;
}

export function scaleAmount(amount: Amount, factor: number): Amount {
  return { ...amount, value: amount.value * factor };
}

/** Picks the unit of a ladder that writes `base` (ml or g) best, and the amount in it. */
function onLadder(base: number, ladder: readonly Rung[], system: UnitSystem): Amount {
  for (const step of ladder) {
    const value = base / step.size;
    if (value < step.min) continue;
    if (system === 'metric') return { value, unit: step.unit };
    const written = kitchenFraction(value).valueOf();
    if (Math.abs(written - value) <= value * KITCHEN_TOLERANCE) return { value, unit: step.unit };
  }
  const smallest = ladder[ladder.length - 1] as Rung;
  return { value: base / smallest.size, unit: smallest.unit };
}

/** Up to a quarter cup (4 tbsp), a metric kitchen still measures with spoons. */
const LARGEST_SPOONFUL_ML = 4 * MILLILITRES.tbsp;
const isSpoon = (unit: RecipeUnit | undefined) => unit === 'tsp' || unit === 'tbsp';

/**
 * The amount in the given system, in the unit a cook would use: 1 lb → 453.6 g, 1 cup →
 * 236.6 ml, 500 g → 1.1 lb. Spoonfuls stay spoons in metric, with the millilitres after them
 * (2 tsp (10 ml)): metric kitchens measure small amounts with spoons too. Counted things
 * (cloves, cans, eggs) are never converted.
 */
export function convertAmount(amount: Amount, system: UnitSystem): Amount {
  const from = amount.unit === undefined ? undefined : measure(amount.unit);
  if (!from || unitSystem(amount.unit) === system) return amount;
  const base = amount.value * from.size;
  if (system === 'metric' && isSpoon(amount.unit) && base <= LARGEST_SPOONFUL_ML * (1 + KITCHEN_TOLERANCE)) {
    return { ...tidyAmount(amount), millilitres: base };
  }
  return onLadder(base, LADDERS[system][from.kind], system);
}

/**
 * After scaling, moves an amount to a better unit of its own system: 12 tbsp → ¾ cup,
 * 3 tsp → 1 tbsp, 1500 ml → 1.5 l. Units outside the ladders (fl oz, counted things) stay.
 */
export function tidyAmount(amount: Amount): Amount {
  const system = unitSystem(amount.unit);
  const from = amount.unit === undefined ? undefined : measure(amount.unit);
  if (!system || !from) return amount;
  const ladder = LADDERS[system][from.kind];
  if (!ladder.some((step) => step.unit === amount.unit)) return amount;
  return onLadder(amount.value * from.size, ladder, system);
}

/**
 * What the page shows for one quantity: scaled by `factor` and shown in `display`. At the
 * recipe's own servings, an amount already in the wanted system is left exactly as written.
 */
export function presentAmount(amount: Amount, factor: number, display: UnitDisplay): Amount {
  const scaled = scaleAmount(amount, factor);
  const system = unitSystem(amount.unit);
  if (system && display !== 'original' && display !== system) return convertAmount(scaled, display);
  return factor === 1 ? scaled : tidyAmount(scaled);
}

const PART = (numerator: number, denominator: number) => new Fraction(numerator, denominator);
/** The fractions measuring cups and spoons come in. */
const FINE_PARTS = [PART(0, 1), PART(1, 8), PART(1, 4), PART(1, 3), PART(1, 2), PART(2, 3), PART(3, 4), PART(1, 1)];
/** From 10 up, nobody measures "12 ⅓ tbsp"; halves are enough. */
const COARSE_PARTS = [PART(0, 1), PART(1, 2), PART(1, 1)];
const GLYPHS = new Map([
  ['1/8', '⅛'],
  ['1/4', '¼'],
  ['1/3', '⅓'],
  ['1/2', '½'],
  ['2/3', '⅔'],
  ['3/4', '¾'],
]);

/** The nearest amount a cook can measure: a whole number plus ⅛, ¼, ⅓, ½, ⅔ or ¾. */
export function kitchenFraction(value: number): Fraction {
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = FINE_PARTS[0] as Fraction;
  for (const part of value >= 10 ? COARSE_PARTS : FINE_PARTS) {
    if (Math.abs(part.valueOf() - rest) < Math.abs(best.valueOf() - rest)) best = part;
  }
  return new Fraction(whole).add(best);
}

/** "1 ½", "⅔", "3"; an amount too small to measure reads "<⅛" rather than "0". */
export function formatKitchenNumber(value: number): string {
  const fraction = kitchenFraction(value);
  if (fraction.equals(0)) return value > 0 ? '<⅛' : '0';
  const whole = fraction.floor();
  const part = fraction.sub(whole);
  const glyph = part.equals(0) ? '' : (GLYPHS.get(part.toFraction()) ?? part.toFraction());
  return [whole.equals(0) ? '' : whole.toString(), glyph].filter((piece) => piece !== '').join(' ');
}

/** Metric amounts as decimals: whole grams and millilitres from 10 up, one decimal below. */
export function formatMetricNumber(value: number, unit: RecipeUnit): string {
  if (unit === 'l' || unit === 'kg') return String(Number(value.toFixed(2)));
  return value >= 10 ? String(Math.round(value)) : String(Number(value.toFixed(1)));
}

const PLURAL: Partial<Record<RecipeUnit, string>> = {
  cup: 'cups',
  piece: 'pieces',
  clove: 'cloves',
  slice: 'slices',
  sprig: 'sprigs',
  bunch: 'bunches',
  can: 'cans',
  stick: 'sticks',
  pinch: 'pinches',
  dash: 'dashes',
  leaf: 'leaves',
  sheet: 'sheets',
};
const LABEL: Partial<Record<RecipeUnit, string>> = { 'fl-oz': 'fl oz' };

/** The unit as written after an amount: "cup", "cups", "tbsp", "fl oz", "leaves". */
export function unitLabel(unit: RecipeUnit, value: number): string {
  if (value > 1) return PLURAL[unit] ?? LABEL[unit] ?? unit;
  return LABEL[unit] ?? unit;
}

/** "1 ½ cups", "454 g", "3 cloves", "2 tsp (10 ml)", "2" (no unit). */
export function formatAmount(amount: Amount): string {
  const { value, unit, millilitres } = amount;
  if (unit === undefined) return formatKitchenNumber(value);
  if (unitSystem(unit) === 'metric') return `${formatMetricNumber(value, unit)} ${unit}`;
  const number = formatKitchenNumber(value);
  const written = `${number} ${unitLabel(unit, kitchenFraction(value).valueOf())}`;
  return millilitres === undefined ? written : `${written} (${spoonMillilitres(millilitres)} ml)`;
}

/** The millilitres after a spoon, to the half millilitre metric spoons are marked in (2 tsp = 9.86 ml → 10). */
function spoonMillilitres(millilitres: number): string {
  return millilitres >= 2 ? String(Math.round(millilitres * 2) / 2) : String(Number(millilitres.toFixed(1)));
}
