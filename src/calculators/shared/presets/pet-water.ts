import { out } from '../../../engine/index.ts';
import { dailyWater, type WaterRange } from '../pets/water-needs.ts';
import { toBase } from '../pets/units.ts';

/*
 * The results of the pet water tools: a day's water as a typical figure and its cited range, in
 * millilitres and fluid ounces for small animals, litres and US gallons for horses and flocks.
 */

const SMALL = { unit: 'ml', imperialUnit: 'floz', units: ['ml', 'l', 'floz', 'cup'] } as const;
const LARGE = { unit: 'l', imperialUnit: 'gal', units: ['l', 'gal', 'impgal'] } as const;

const waterOutput = (label: string, size: 'small' | 'large', primary = false) =>
  out.number({ label, primary, unitFamily: 'volume', digits: 3, ...(size === 'small' ? SMALL : LARGE) });

export const waterRangeOutputs = (size: 'small' | 'large', what = 'Water') => ({
  typical: waterOutput(`${what} a day (middle of the range)`, size, true),
  low: waterOutput('Low end of the normal range', size),
  high: waterOutput('High end of the normal range', size),
});

export { waterOutput };

/** Millilitres in the volume family's base unit. */
export const fromMillilitres = (ml: number): number => toBase('volume', ml, 'ml');

/** The day's range for `weightKg`, in the volume family's base unit. */
export function waterRangeResult(weightKg: number, range: WaterRange) {
  const day = dailyWater(weightKg, range);
  return { typical: fromMillilitres(day.typical), low: fromMillilitres(day.low), high: fromMillilitres(day.high) };
}
