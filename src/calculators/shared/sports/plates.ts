import { MATTER_UNITS } from '../../../engine/units/families/matter.ts';

/*
 * Barbell loading: the bars, collars and plate sets of the weight room, and which plates go on
 * each side of the bar for a target weight.
 */

export const KG_PER_LB = MATTER_UNITS.mass.units.lb.factor;

export type PlateUnit = 'kg' | 'lb';

/** Bar weights in kilograms: IWF/IPF bars are 20 and 15 kg; a US "45-pound" bar is 45 lb. */
export const BARS = {
  men20kg: { label: 'Olympic bar, 20 kg', kg: 20 },
  women15kg: { label: "Women's Olympic bar, 15 kg", kg: 15 },
  technique10kg: { label: 'Technique bar, 10 kg', kg: 10 },
  standard45lb: { label: 'Standard bar, 45 lb', kg: 45 * KG_PER_LB },
  women35lb: { label: "Women's bar, 35 lb", kg: 35 * KG_PER_LB },
} as const;

/** Collars for both ends: competition collars weigh 2.5 kg each (IPF and IWF rules). */
export const COLLARS = {
  none: { label: 'None, or spring clips', kg: 0 },
  competition: { label: 'Competition collars, 2.5 kg each', kg: 5 },
} as const;

/**
 * Plate sizes, heaviest first: the IWF/IPF competition set in kilograms (colours from the IWF
 * Technical and Competition Rules) and the usual gym set in pounds.
 */
export const PLATE_SETS: Record<PlateUnit, readonly { weight: number; colour: string }[]> = {
  kg: [
    { weight: 25, colour: '#c62828' },
    { weight: 20, colour: '#1565c0' },
    { weight: 15, colour: '#f9a825' },
    { weight: 10, colour: '#2e7d32' },
    { weight: 5, colour: '#eeeeee' },
    { weight: 2.5, colour: '#c62828' },
    { weight: 2, colour: '#1565c0' },
    { weight: 1.5, colour: '#f9a825' },
    { weight: 1.25, colour: '#9e9e9e' },
    { weight: 1, colour: '#2e7d32' },
    { weight: 0.5, colour: '#eeeeee' },
  ],
  lb: [
    { weight: 45, colour: '#424242' },
    { weight: 35, colour: '#424242' },
    { weight: 25, colour: '#424242' },
    { weight: 10, colour: '#616161' },
    { weight: 5, colour: '#757575' },
    { weight: 2.5, colour: '#9e9e9e' },
  ],
};

/** Plate weights in steps of a common unit (0.25 kg or 2.5 lb), so the sums are exact integers. */
const STEP: Record<PlateUnit, number> = { kg: 0.25, lb: 2.5 };

export interface PlateLoad {
  /** Plates on one side, heaviest (innermost) first, each listed once per plate. */
  plates: number[];
  /** What the bar, collars and all plates weigh, in kilograms. */
  loadedKg: number;
}

/** Which per-side weights, in steps, up to `limit` steps, some mix of plates makes. */
function reachableSteps(sizes: readonly number[], limit: number): boolean[] {
  const reachable = Array.from({ length: limit + 1 }, (_, index) => index === 0);
  for (let total = 1; total <= limit; total += 1) {
    reachable[total] = sizes.some((size) => size <= total && reachable[total - size] === true);
  }
  return reachable;
}

/**
 * The plates for each side, heaviest first, that come closest to `targetKg` without passing it.
 * A loader puts on the biggest plate that fits, then the next; here a plate is taken only if what
 * is left can still be made exactly (2.5 + 2 leaves 0.25 kg unmade, 2.5 + 1.25 + 1 makes 4.75).
 * `emptyKg` is the bar with its collars.
 */
export function loadBar(targetKg: number, emptyKg: number, unit: PlateUnit): PlateLoad {
  const kgPerUnit = unit === 'kg' ? 1 : KG_PER_LB;
  // A target within a hundredth of a step (2.5 g, or 0.025 lb) of a loadable weight is that
  // weight, so 100 kg shown as 220.46 lb and read back does not fall a plate short.
  const limit = Math.max(0, Math.floor((targetKg - emptyKg) / kgPerUnit / 2 / STEP[unit] + 0.01));
  const sizes = PLATE_SETS[unit].map(({ weight }) => Math.round(weight / STEP[unit]));
  const reachable = reachableSteps(sizes, limit);
  let remaining = reachable.lastIndexOf(true);
  const plates: number[] = [];
  for (const size of sizes) {
    while (size <= remaining && reachable[remaining - size] === true) {
      plates.push(size * STEP[unit]);
      remaining -= size;
    }
  }
  const perSide = plates.reduce((sum, weight) => sum + weight, 0);
  return { plates, loadedKg: emptyKg + 2 * perSide * kgPerUnit };
}

/** Loads rounded to what plates make: 2.5 kg (1.25 kg a side) or 5 lb (2.5 lb a side). */
export const LOAD_ROUNDING = {
  kg: { label: 'Nearest 2.5 kg', stepKg: 2.5 },
  lb: { label: 'Nearest 5 lb', stepKg: 5 * KG_PER_LB },
  none: { label: 'No rounding', stepKg: 0 },
} as const;

/** A load in kilograms rounded to a step of `stepKg` (0: not rounded). */
export const roundLoad = (kg: number, stepKg: number) => (stepKg === 0 ? kg : Math.round(kg / stepKg) * stepKg);
