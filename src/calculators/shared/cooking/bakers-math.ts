/*
 * Baker's percentages: every ingredient as a percentage of the flour's weight (flour = 100 %), so
 * a formula scales to any batch. Weights may be in any one unit; percentages are in percent.
 */

/** An ingredient's weight as a percentage of the flour's. */
export const bakersPercent = (weight: number, flour: number): number => (weight / flour) * 100;

/** An ingredient's weight from its percentage and the flour's weight. */
export const weightFromPercent = (percent: number, flour: number): number => (flour * percent) / 100;

/** The flour in a dough of `doughWeight` whose other ingredients add up to `othersPercent` %. */
export const flourForDough = (doughWeight: number, othersPercent: number): number =>
  doughWeight / (1 + othersPercent / 100);

/**
 * The flour and water inside a levain or starter of the given hydration (water as % of its
 * flour): a 100 % starter of 200 g holds 100 g of each.
 */
export function starterParts(starterWeight: number, hydrationPercent: number): { flour: number; water: number } {
  const flour = flourForDough(starterWeight, hydrationPercent);
  return { flour, water: starterWeight - flour };
}
