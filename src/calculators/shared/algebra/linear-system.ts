import { isShortDecimal } from './exact.ts';
import { decimalScalars, exactScalars, type Scalars } from './scalars.ts';

/*
 * Square linear systems by Gaussian elimination with partial pivoting (the largest entry of each
 * column becomes the pivot), then back substitution. The same elimination runs over exact
 * fractions when every entry is a short decimal, or over doubles otherwise; each row operation is
 * kept so the page can show the working.
 */

export interface EliminationStep {
  operation: string;
  /** The augmented matrix after a row operation, one "[a, b | c]" per row, or the value found. */
  result: string;
}

export type LinearSolution =
  | { kind: 'unique'; values: number[]; exact: string[] | undefined; determinant: string }
  | { kind: 'none'; contradiction: string }
  | { kind: 'infinite'; free: number[] };

export interface LinearSystemResult {
  solution: LinearSolution;
  steps: EliminationStep[];
  exact: boolean;
}

const bracketed = (text: string) => (text.startsWith('-') ? `(${text})` : text);

function matrixText<T>(scalars: Scalars<T>, rows: readonly T[][]): string {
  return rows
    .map((row) => `[${row.slice(0, -1).map(scalars.text).join(', ')} | ${scalars.text(at(row, row.length - 1))}]`)
    .join('  ');
}

/** An entry that the matrix's shape guarantees. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`The matrix has no entry ${index}.`);
  return item;
}

function eliminate<T>(
  scalars: Scalars<T>,
  augmented: readonly (readonly number[])[],
  names: readonly string[],
): LinearSystemResult {
  const rows = augmented.map((row) => row.map(scalars.from));
  const size = rows.length;
  const cell = (row: number, column: number) => at(at(rows, row), column);
  const steps: EliminationStep[] = [{ operation: 'Start', result: matrixText(scalars, rows) }];
  const pivotColumns: number[] = [];
  let swaps = 0;
  for (let column = 0; column < size && pivotColumns.length < size; column += 1) {
    const top = pivotColumns.length;
    let best = top;
    for (let row = top + 1; row < size; row += 1) {
      if (scalars.size(cell(row, column)) > scalars.size(cell(best, column))) best = row;
    }
    if (scalars.isZero(cell(best, column))) continue;
    if (best !== top) {
      [rows[top], rows[best]] = [at(rows, best), at(rows, top)];
      swaps += 1;
      steps.push({ operation: `Swap R${top + 1} and R${best + 1}`, result: matrixText(scalars, rows) });
    }
    const pivot = at(rows, top);
    for (let row = top + 1; row < size; row += 1) {
      if (scalars.isZero(cell(row, column))) continue;
      const factor = scalars.div(cell(row, column), at(pivot, column));
      rows[row] = at(rows, row).map((entry, index) =>
        // The pivot column becomes exactly zero, whatever rounding would leave.
        index === column ? scalars.from(0) : scalars.sub(entry, scalars.mul(factor, at(pivot, index))),
      );
      const negative = scalars.value(factor) < 0;
      const shown = scalars.text(negative ? scalars.sub(scalars.from(0), factor) : factor);
      steps.push({
        operation: `R${row + 1} → R${row + 1} ${negative ? '+' : '−'} ${shown === '1' ? '' : `${shown} × `}R${top + 1}`,
        result: matrixText(scalars, rows),
      });
    }
    pivotColumns.push(column);
  }
  const rank = pivotColumns.length;
  const contradiction = rows.slice(rank).find((row) => !scalars.isZero(at(row, size)));
  if (contradiction) {
    return {
      solution: { kind: 'none', contradiction: `0 = ${scalars.text(at(contradiction, size))}` },
      steps,
      exact: false,
    };
  }
  if (rank < size) {
    const free = [...Array(size).keys()].filter((column) => !pivotColumns.includes(column));
    return { solution: { kind: 'infinite', free }, steps, exact: false };
  }
  const values: T[] = Array.from({ length: size }, () => scalars.from(0));
  for (let row = size - 1; row >= 0; row -= 1) {
    let rest = cell(row, size);
    for (let column = row + 1; column < size; column += 1) {
      rest = scalars.sub(rest, scalars.mul(cell(row, column), at(values, column)));
    }
    const value = scalars.div(rest, cell(row, row));
    values[row] = value;
    // The known unknowns' terms moved to the right leave `rest`, which the pivot divides.
    steps.push({
      operation: `Back substitution in R${row + 1}`,
      result: `${at(names, row)} = ${bracketed(scalars.text(rest))} ÷ ${bracketed(scalars.text(cell(row, row)))} = ${scalars.text(value)}`,
    });
  }
  const product = rows.reduce((total, row, index) => scalars.mul(total, at(row, index)), scalars.from(1));
  const determinant = swaps % 2 === 1 ? scalars.sub(scalars.from(0), product) : product;
  return {
    solution: {
      kind: 'unique',
      values: values.map(scalars.value),
      exact: values.map(scalars.text),
      determinant: scalars.text(determinant),
    },
    steps,
    exact: false,
  };
}

/**
 * Solves an n × (n + 1) augmented matrix whose unknowns are called `names`: exactly when every
 * entry is a short decimal, else in doubles.
 */
export function solveLinearSystem(
  augmented: readonly (readonly number[])[],
  names: readonly string[],
): LinearSystemResult {
  if (augmented.flat().every(isShortDecimal)) return { ...eliminate(exactScalars, augmented, names), exact: true };
  const largest = Math.max(...augmented.flat().map(Math.abs));
  const result = eliminate(decimalScalars(largest * 1e-12, 6), augmented, names);
  const { solution } = result;
  return solution.kind === 'unique' ? { ...result, solution: { ...solution, exact: undefined } } : result;
}
