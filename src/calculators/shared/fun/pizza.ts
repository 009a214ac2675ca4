/*
 * Pizza by the slice. USDA FoodData Central gives a slice of regular-crust cheese pizza, one
 * eighth of a 14-inch pie (107 g), as about 285 kcal; a 14-inch pie is cut into 8 slices.
 */
export const SLICE_KCAL = 285;
export const SLICES_PER_PIE = 8;

/** Whole pies that give every guest their slices, and the slices left over. */
export function piesFor(guests: number, slicesEach: number, slicesPerPie: number) {
  const needed = guests * slicesEach;
  const pies = Math.ceil(needed / slicesPerPie - 1e-9);
  return { pies, needed, leftover: pies * slicesPerPie - needed };
}
