/*
 * Daily food from a calorie target and the calories printed on the food: US labels give kcal per
 * kilogram and per cup or can (AAFCO calorie statement), so both are read as printed.
 */

export interface Portion {
  /** Calories left for meals once treats have their share. */
  mealKcal: number;
  /** Cups (or cans) a day. */
  cupsPerDay: number;
  /** Kilograms a day. */
  kgPerDay: number;
}

export function dailyPortion(dailyKcal: number, treatPercent: number, kcalPerCup: number, kcalPerKg: number): Portion {
  const mealKcal = dailyKcal * (1 - treatPercent / 100);
  return { mealKcal, cupsPerDay: mealKcal / kcalPerCup, kgPerDay: mealKcal / kcalPerKg };
}
