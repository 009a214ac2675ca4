import { ELEMENTS } from './elements.ts';
import type { Counts } from './formula.ts';

/** Molar mass in g/mol: the atomic weights times the counts. */
export function molarMass(counts: Counts): number {
  let total = 0;
  for (const [symbol, count] of counts) total += (ELEMENTS.get(symbol)?.atomicWeight ?? 0) * count;
  return total;
}

export interface ElementShare {
  symbol: string;
  name: string;
  count: number;
  atomicWeight: number;
  /** g/mol contributed by this element */
  mass: number;
  /** % of the molar mass */
  percent: number;
}

/** Each element's part of the molar mass, in the order the formula names them. */
export function elementShares(counts: Counts): ElementShare[] {
  const total = molarMass(counts);
  return [...counts].map(([symbol, count]) => {
    const element = ELEMENTS.get(symbol);
    const atomicWeight = element?.atomicWeight ?? 0;
    return {
      symbol,
      name: element?.name ?? symbol,
      count,
      atomicWeight,
      mass: atomicWeight * count,
      percent: (atomicWeight * count * 100) / total,
    };
  });
}

/** Whether any element in the formula has no standard atomic weight (a mass number stands in). */
export const usesEstimates = (counts: Counts): boolean =>
  [...counts.keys()].some((symbol) => ELEMENTS.get(symbol)?.estimated);

/** The rows of the "each element's part" table several tools show, rounded for reading. */
export function elementRows(counts: Counts) {
  return elementShares(counts).map((share) => ({
    element: `${share.name} (${share.symbol})`,
    count: share.count,
    atomicWeight: share.atomicWeight,
    mass: Number(share.mass.toFixed(4)),
    percent: Number(share.percent.toFixed(3)),
  }));
}
