import { ELEMENTS } from './elements.ts';

/*
 * The empirical formula from a composition (grams or mass percentages of each element): moles of
 * each element, divided by the smallest, then multiplied by the smallest whole number that makes
 * every ratio whole (OpenStax Chemistry 2e, section 3.4).
 */

export interface ElementAmount {
  symbol: string;
  /** Grams, or a mass percentage: only the proportions matter. */
  mass: number;
}

export interface EmpiricalRow extends ElementAmount {
  moles: number;
  ratio: number;
  subscript: number;
}

/** How far from a whole number a ratio may be and still count as whole (rounding in the data). */
const WHOLE_TOLERANCE = 0.1;
/** Largest multiplier tried: ratios like 1.5 (×2), 1.33 (×3), 1.25 (×4), 1.2 (×5) and 1.17 (×6). */
const MAX_MULTIPLIER = 8;

const PAIR = /([A-Z][a-z]?)\s*[:=]?\s*(\d+(?:[.,]\d+)?)\s*(?:%|g)?/g;

/** Reads "C 40.0, H 6.7, O 53.3" (any separators, % or g optional). Or the problem with it. */
export function readComposition(text: string): { amounts: ElementAmount[] } | { problem: string } {
  const amounts: ElementAmount[] = [];
  for (const match of text.matchAll(PAIR)) {
    const symbol = match[1] ?? '';
    if (!ELEMENTS.has(symbol)) return { problem: `“${symbol}” is not an element symbol; write it like C, Na or Cl.` };
    if (amounts.some((amount) => amount.symbol === symbol)) return { problem: `${symbol} is listed twice.` };
    const mass = Number((match[2] ?? '').replace(',', '.'));
    if (!(mass > 0)) return { problem: `Give ${symbol} an amount above zero, or leave it out.` };
    amounts.push({ symbol, mass });
  }
  if (amounts.length === 0)
    return { problem: 'Write each element with its grams or percentage, like “C 40.0, H 6.7, O 53.3”.' };
  return { amounts };
}

const nearWhole = (value: number) => Math.abs(value - Math.round(value)) <= WHOLE_TOLERANCE;

export function empiricalFormula(amounts: readonly ElementAmount[]): EmpiricalRow[] {
  const moles = amounts.map(({ symbol, mass }) => mass / (ELEMENTS.get(symbol)?.atomicWeight ?? 1));
  const smallest = Math.min(...moles);
  const ratios = moles.map((value) => value / smallest);
  let multiplier = 1;
  while (multiplier < MAX_MULTIPLIER && !ratios.every((ratio) => nearWhole(ratio * multiplier))) multiplier += 1;
  return amounts.map((amount, index) => ({
    ...amount,
    moles: moles[index] ?? 0,
    ratio: ratios[index] ?? 0,
    subscript: Math.max(1, Math.round((ratios[index] ?? 0) * multiplier)),
  }));
}

/** "C3H4O3": each symbol with its subscript, 1 left out. */
export const formulaText = (rows: readonly { symbol: string; subscript: number }[], times = 1): string =>
  rows.map(({ symbol, subscript }) => `${symbol}${subscript * times === 1 ? '' : String(subscript * times)}`).join('');

/** g/mol of the formula the rows describe. */
export const formulaMass = (rows: readonly { symbol: string; subscript: number }[]): number =>
  rows.reduce((sum, { symbol, subscript }) => sum + subscript * (ELEMENTS.get(symbol)?.atomicWeight ?? 0), 0);
