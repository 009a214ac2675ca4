import { MATTER_UNITS } from '../../../engine/units/families/matter.ts';

/*
 * Party food per guest, by caterers' rules of thumb: appetizers by the hour when they are the
 * meal (the Party Planning Guide: 5 an hour for the first 2 hours, 3 an hour after), and the
 * portions of a meal (About.com Entertaining, "Food quantity per person": 6 bites before a meal,
 * 6 oz of meat, poultry or fish with one main or 8 oz with two or more, 4 oz of vegetables).
 */

const KG_PER_OZ = MATTER_UNITS.mass.units.oz.factor;

/** Appetizer pieces one guest eats when they are the whole food of a party lasting `hours`. */
export function appetizersAsMeal(hours: number): number {
  return 5 * Math.min(hours, 2) + 3 * Math.max(0, hours - 2);
}

/** Bites one guest eats before a meal. */
export const APPETIZERS_BEFORE_MEAL = 6;

/** Cooked meat, poultry or fish per guest, kg: 6 oz with one main dish, 8 oz with two or more. */
export function proteinPerGuest(mainDishes: number): number {
  return (mainDishes > 1 ? 8 : 6) * KG_PER_OZ;
}

/** Each side dish (vegetables, potatoes, salad) per guest, kg: about 4 oz. */
export const SIDE_PER_GUEST_KG = 4 * KG_PER_OZ;

/**
 * Raw weight to buy for a cooked weight, given the cooking yield (cooked ÷ raw, in %): the USDA
 * Table of Cooking Yields for Meat and Poultry measures that share for each cut and method.
 */
export function rawWeightFor(cookedWeight: number, cookingYieldPercent: number): number {
  return cookedWeight / (cookingYieldPercent / 100);
}
