/*
 * Caffeine in the body after one or more drinks, by first-order elimination: each dose halves
 * every half-life. Absorption is taken as immediate (99 % is absorbed within 45 minutes,
 * Institute of Medicine 2001), so the curve slightly overstates the first hour after a drink.
 */

export interface CaffeineDose {
  mg: number;
  /** Hours after the start of the timeline (the first drink). */
  atHour: number;
}

/** Milligrams still in the body at `hour` (doses not yet taken count nothing). */
export function caffeineRemaining(doses: readonly CaffeineDose[], hour: number, halfLifeHours: number): number {
  return doses.reduce(
    (sum, dose) => (hour < dose.atHour ? sum : sum + dose.mg * Math.pow(0.5, (hour - dose.atHour) / halfLifeHours)),
    0,
  );
}

/** Hours until an amount, now `mgNow`, falls to `mgTarget` with no more drinks (0 when already there). */
export function hoursToFallTo(mgNow: number, mgTarget: number, halfLifeHours: number): number {
  if (mgNow <= mgTarget) return 0;
  return halfLifeHours * Math.log2(mgNow / mgTarget);
}

/**
 * Daily caffeine that does not raise safety concerns: 400 mg for healthy non-pregnant adults (FDA;
 * EFSA Scientific Opinion on the safety of caffeine, 2015) and 200 mg in pregnancy or while
 * breastfeeding (EFSA 2015). EFSA also finds single doses up to 200 mg of no concern for adults.
 */
export const CAFFEINE_DAILY_MG = { adult: 400, pregnant: 200 } as const;
export const CAFFEINE_SINGLE_DOSE_MG = 200;
