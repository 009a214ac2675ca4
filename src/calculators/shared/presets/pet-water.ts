import { out } from '../../../engine/index.ts';
import { dailyWater, type WaterRange } from '../pets/water-needs.ts';

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

const CUBIC_METRES_PER_ML = 1e-6;

/** The day's range for `weightKg`, in cubic metres (the volume family's base unit). */
export function waterRangeResult(weightKg: number, range: WaterRange) {
  const day = dailyWater(weightKg, range);
  return {
    typical: day.typical * CUBIC_METRES_PER_ML,
    low: day.low * CUBIC_METRES_PER_ML,
    high: day.high * CUBIC_METRES_PER_ML,
  };
}
