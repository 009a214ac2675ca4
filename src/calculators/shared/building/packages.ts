/*
 * From a quantity needed to what a person buys: a waste allowance on top, then whole packages
 * (bags, blocks, sheets), and their cost.
 */

/** The quantity with `wastePercent` % added for spillage, cuts and breakage. */
export function withWaste(quantity: number, wastePercent: number): number {
  return quantity * (1 + wastePercent / 100);
}

/**
 * The whole packages that hold `quantity` when each holds `perPackage`. The ratio is rounded to
 * 9 significant digits first, so a quantity that is exactly 45 bags by the tables (27 ft³ of
 * 0.6 ft³ bags) is not pushed to 46 by binary rounding.
 */
export function wholePackages(quantity: number, perPackage: number): number {
  if (quantity <= 0) return 0;
  return Math.ceil(Number((quantity / perPackage).toPrecision(9)));
}

/** A count of packages at a price each, to the cent. */
export function packagesCost(count: number, pricePerPackage: number): number {
  return Math.round(count * pricePerPackage * 100) / 100;
}
