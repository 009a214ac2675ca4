/*
 * Ethylene glycol engine coolant: the freezing point of a mix and how much to drain and refill to
 * reach a stronger or weaker one. Percentages are glycol by volume, 0–100.
 */

/**
 * Freezing points of ethylene glycol and water by volume, from The Engineering ToolBox,
 * "Ethylene Glycol Heat-Transfer Fluid" (after the ASHRAE Handbook — Fundamentals): °C at 0, 10,
 * …, 60 % glycol. Above 60 % protection gets worse again, so the table (and the tool) stop there.
 */
const FREEZING_POINTS_C: readonly (readonly [percent: number, celsius: number])[] = [
  [0, 0],
  [10, -3],
  [20, -8],
  [30, -16],
  [40, -25],
  [50, -37],
  [60, -55],
];

/** The highest glycol share the freezing-point table covers. */
export const MAX_TABLE_GLYCOL_PERCENT = 60;

/** The freezing point (°C) of a mix, straight-line between the table's rows; 0–60 % only. */
export function coolantFreezingPoint(glycolPercent: number): number {
  // Walk the rows keeping the one below; outside the table the end value holds.
  let [p0, t0] = [0, 0];
  for (const [p1, t1] of FREEZING_POINTS_C) {
    if (glycolPercent <= p1) return p1 === p0 ? t1 : t0 + ((glycolPercent - p0) / (p1 - p0)) * (t1 - t0);
    [p0, t0] = [p1, t1];
  }
  return t0;
}

export interface CoolantChange {
  /** Volume of the present mix to drain, in the capacity's unit. */
  drain: number;
  /** What to pour back in the same volume: concentrate to strengthen, water to weaken. */
  refill: 'concentrate' | 'water';
}

/**
 * Drain-and-refill to move a full system from `current` % to `target` %. Draining x of the mix
 * and adding x of concentrate gives (c(C − x) + x) / C = t, so x = C (t − c) / (100 − c); adding
 * x of water gives c (C − x) / C = t, so x = C (c − t) / c.
 */
export function coolantChange(capacity: number, current: number, target: number): CoolantChange {
  if (target >= current) {
    return { drain: current >= 100 ? 0 : (capacity * (target - current)) / (100 - current), refill: 'concentrate' };
  }
  return { drain: (capacity * (current - target)) / current, refill: 'water' };
}
