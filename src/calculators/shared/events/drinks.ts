/*
 * Party drinks by the caterers' rule of thumb: guests drink more in the first hour (about two
 * drinks) and about one an hour after that (The Kitchn, "How to calculate alcohol needs").
 */

/** Drinks one guest has over a party of `hours`, at `firstHour` in the first hour and `perLaterHour` after. */
export function drinksPerGuest(hours: number, firstHour: number, perLaterHour: number): number {
  return firstHour * Math.min(hours, 1) + perLaterHour * Math.max(0, hours - 1);
}

/** A 750 mL bottle pours about 5 glasses of wine of 5 fl oz (150 mL). */
export const WINE_GLASSES_PER_BOTTLE = 5;

/** A 750 mL bottle of spirits makes about 16 drinks of 1.5 fl oz (45 mL). */
export const SPIRIT_DRINKS_PER_BOTTLE = 16;

/** About 1 quart (1 L) of mixer (tonic, soda, juice) for every 3 guests drinking spirits. */
export const GUESTS_PER_LITRE_OF_MIXER = 3;

/** Whole containers needed for a number of servings (never a part bottle). */
export function containersFor(servings: number, servingsPerContainer: number): number {
  return Math.ceil(servings / servingsPerContainer - 1e-9);
}
