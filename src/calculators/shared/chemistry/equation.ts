import Fraction from 'fraction.js';
import { parseFormula, type Counts } from './formula.ts';

/*
 * Chemical equations: "C3H8 + O2 -> CO2 + H2O" read into its substances, and balanced by exact
 * rational linear algebra. Each element (and the charge, for ions) gives one equation
 * Σ reactant coefficient × atoms = Σ product coefficient × atoms; the coefficients are the null
 * space of that matrix, found by Gauss–Jordan elimination with fractions. One free variable means
 * one balanced equation; none means it cannot balance; more means several independent reactions.
 */

export interface Species {
  /** As typed, without a coefficient. */
  formula: string;
  counts: Counts;
  charge: number;
  side: 'reactant' | 'product';
}

export type ReadEquation = { ok: true; species: Species[] } | { ok: false; message: string };
export type Balanced = { ok: true; coefficients: number[] } | { ok: false; message: string };

const ARROW = /\s*(?:<=>|<->|⇌|→|⟶|->|=>|=)\s*/;
// Substances are separated by a plus with a space on both sides, so "Fe3+ + Cl-" keeps its charges.
const PLUS = /\s+\+\s+/;

function readSide(text: string, side: Species['side']): Species[] | string {
  const species: Species[] = [];
  for (const term of text.split(PLUS)) {
    const formula = term.trim().replace(/^\d+\s*(?=[A-Z([{])/, '');
    if (formula === '') return `Something is missing around a “+” on the ${side} side.`;
    const parsed = parseFormula(formula);
    if (!parsed.ok) return `${formula}: ${parsed.message}`;
    species.push({ formula, counts: parsed.counts, charge: parsed.charge, side });
  }
  return species;
}

export function readEquation(text: string): ReadEquation {
  const sides = text.trim().split(ARROW);
  if (sides.length !== 2)
    return { ok: false, message: 'Write the reactants, an arrow (-> or =), then the products: “H2 + O2 -> H2O”.' };
  const reactants = readSide(sides[0] ?? '', 'reactant');
  if (typeof reactants === 'string') return { ok: false, message: reactants };
  const products = readSide(sides[1] ?? '', 'product');
  if (typeof products === 'string') return { ok: false, message: products };
  return { ok: true, species: [...reactants, ...products] };
}

/** The element-and-charge matrix: a row per element (and one for charge), a column per substance. */
function matrix(species: readonly Species[]): Fraction[][] {
  const elements = [...new Set(species.flatMap((one) => [...one.counts.keys()]))];
  const sign = (one: Species) => (one.side === 'reactant' ? 1 : -1);
  const rows = elements.map((symbol) => species.map((one) => new Fraction(sign(one) * (one.counts.get(symbol) ?? 0))));
  if (species.some((one) => one.charge !== 0)) rows.push(species.map((one) => new Fraction(sign(one) * one.charge)));
  return rows;
}

/** Reduced row echelon form in place; returns the pivot column of each pivot row. */
function reduce(rows: Fraction[][], columns: number): number[] {
  const pivots: number[] = [];
  let top = 0;
  for (let column = 0; column < columns && top < rows.length; column += 1) {
    const found = rows.findIndex((row, index) => index >= top && !(row[column] as Fraction).equals(0));
    if (found < 0) continue;
    [rows[top], rows[found]] = [rows[found] as Fraction[], rows[top] as Fraction[]];
    const pivotRow = rows[top] as Fraction[];
    const pivot = pivotRow[column] as Fraction;
    for (let k = 0; k < columns; k += 1) pivotRow[k] = (pivotRow[k] as Fraction).div(pivot);
    for (const [index, row] of rows.entries()) {
      const factor = row[column] as Fraction;
      if (index === top || factor.equals(0)) continue;
      for (let k = 0; k < columns; k += 1) row[k] = (row[k] as Fraction).sub(factor.mul(pivotRow[k] as Fraction));
    }
    pivots.push(column);
    top += 1;
  }
  return pivots;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

export function balance(species: readonly Species[]): Balanced {
  const columns = species.length;
  const rows = matrix(species);
  const pivots = reduce(rows, columns);
  const free = [...Array(columns).keys()].filter((column) => !pivots.includes(column));
  if (free.length === 0)
    return { ok: false, message: 'This equation cannot be balanced: check the formulas and that nothing is missing.' };
  if (free.length > 1)
    return {
      ok: false,
      message: `This equation has ${String(free.length)} independent ways to balance (it mixes several reactions); give the substances of one reaction.`,
    };
  const freeColumn = free[0] ?? 0;
  const solution = Array.from({ length: columns }, () => new Fraction(0));
  solution[freeColumn] = new Fraction(1);
  pivots.forEach((column, row) => {
    solution[column] = (rows[row]?.[freeColumn] ?? new Fraction(0)).neg();
  });
  const lcm = solution.reduce((acc, value) => (acc * Number(value.d)) / gcd(acc, Number(value.d)), 1);
  const whole = solution.map((value) => Number(value.mul(lcm).n) * Number(value.s));
  const divisor = whole.reduce((acc, value) => gcd(acc, value), 0) || 1;
  const coefficients = whole.map((value) => value / divisor);
  const positive = coefficients.every((value) => value > 0) || coefficients.every((value) => value < 0);
  if (!positive)
    return {
      ok: false,
      message: 'This equation cannot be balanced with every substance on the side where it is written.',
    };
  return { ok: true, coefficients: coefficients.map(Math.abs) };
}

/** "2 H2 + O2 → 2 H2O": the coefficients before the formulas as typed, 1 left out. */
export function equationText(species: readonly Species[], coefficients: readonly number[]): string {
  const term = (one: Species, index: number) => {
    const coefficient = coefficients[index] ?? 1;
    return coefficient === 1 ? one.formula : `${String(coefficient)} ${one.formula}`;
  };
  const side = (which: Species['side']) =>
    species
      .map((one, index) => ({ one, index }))
      .filter(({ one }) => one.side === which)
      .map(({ one, index }) => term(one, index))
      .join(' + ');
  return `${side('reactant')} → ${side('product')}`;
}
