import { defineCalculator, numberList, out, select, type FieldError } from '../../engine/index.ts';
import { outOfSize, sizeMessage } from '../shared/algebra/bounds.ts';
import { solveLinearSystem, type LinearSolution } from '../shared/algebra/linear-system.ts';
import { decimal } from '../shared/algebra/show.ts';

/** Entries up to 10¹⁵ keep a 4 × 4 determinant and every elimination step far inside double range. */
const LARGEST_ENTRY = 1e15;

/** The usual names of the unknowns for each size. */
const UNKNOWNS: Record<number, readonly string[]> = { 2: ['x', 'y'], 3: ['x', 'y', 'z'], 4: ['w', 'x', 'y', 'z'] };

const SIZES = [
  { value: '2', label: '2 equations, 2 unknowns (x, y)' },
  { value: '3', label: '3 equations, 3 unknowns (x, y, z)' },
  { value: '4', label: '4 equations, 4 unknowns (w, x, y, z)' },
] as const;

const ROWS = ['equation1', 'equation2', 'equation3', 'equation4'] as const;

const equation = (number: number, fallback: readonly number[]) =>
  numberList({
    label: `Equation ${number}`,
    ...(number === 1
      ? { help: 'The numbers in front of each unknown, then the number after “=”: 2x + y − z = 8 is 2, 1, -1, 8.' }
      : {}),
    default: fallback,
    minCount: 3,
    maxCount: 5,
    messages: { minCount: 'Enter at least 3 numbers.', maxCount: 'Enter at most 5 numbers.' },
  });

/** "x", "x and y", "x, y and z". */
const list = (names: readonly string[]) =>
  names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

function rowErrors(size: number, rows: readonly (readonly number[])[]): FieldError[] {
  const names = UNKNOWNS[size] ?? [];
  return rows.slice(0, size).flatMap((row, index): FieldError[] => {
    const field = ROWS[index] ?? 'equation1';
    if (row.length !== size + 1) {
      return [
        {
          field,
          message: `Enter ${size + 1} numbers: the numbers in front of ${list(names)}, then the number after “=”.`,
        },
      ];
    }
    return row.some((value) => outOfSize(value, LARGEST_ENTRY))
      ? [{ field, message: sizeMessage(LARGEST_ENTRY, 'numbers') }]
      : [];
  });
}

function describe(solution: LinearSolution, names: readonly string[]) {
  if (solution.kind === 'none') {
    return {
      solution: 'No solution',
      decimals: 'No solution',
      kind: `Inconsistent: elimination leaves ${solution.contradiction}, so the equations contradict each other`,
      determinant: '0',
    };
  }
  if (solution.kind === 'infinite') {
    const free = solution.free.map((index) => names[index] ?? '');
    return {
      solution: 'Infinitely many solutions',
      decimals: 'Infinitely many solutions',
      kind: `Dependent: ${list(free)} can take any value${free.length === 1 ? '' : 's'} and the other unknowns follow from ${free.length === 1 ? 'it' : 'them'}`,
      determinant: '0',
    };
  }
  const pairs = (texts: readonly string[]) => texts.map((text, index) => `${names[index] ?? ''} = ${text}`).join(', ');
  return {
    solution: pairs(solution.exact ?? solution.values.map((value) => decimal(value))),
    decimals: pairs(solution.values.map((value) => decimal(value))),
    kind: 'One solution: the equations are independent',
    determinant: solution.determinant,
  };
}

export default defineCalculator({
  inputs: {
    size: select({ label: 'Size of the system', options: SIZES, default: '3' }),
    equation1: equation(1, [2, 1, -1, 8]),
    equation2: equation(2, [-3, -1, 2, -11]),
    equation3: equation(3, [-2, 1, 2, -3]),
    equation4: equation(4, [1, 1, 1, 1, 10]),
  },
  outputs: {
    solution: out.text({ label: 'Solution', primary: true }),
    decimals: out.text({ label: 'As decimals' }),
    kind: out.text({ label: 'Kind of system' }),
    determinant: out.text({ label: 'Determinant of the coefficients' }),
    method: out.text({ label: 'Arithmetic' }),
    steps: out.table({
      label: 'Elimination steps',
      columns: [
        { key: 'operation', label: 'Row operation', kind: 'text' },
        { key: 'result', label: 'Rows after it', kind: 'text' },
      ],
      previewRows: 8,
    }),
  },
  validate: ({ size, equation1, equation2, equation3, equation4 }) =>
    rowErrors(Number(size), [equation1, equation2, equation3, equation4]),
  compute: ({ size, equation1, equation2, equation3, equation4 }) => {
    const count = Number(size);
    const names = UNKNOWNS[count] ?? [];
    const { solution, steps, exact } = solveLinearSystem(
      [equation1, equation2, equation3, equation4].slice(0, count),
      names,
    );
    return {
      ...describe(solution, names),
      method: exact
        ? 'Exact fractions: no rounding at any step'
        : 'Decimals with partial pivoting, shown to 6 significant digits',
      steps: steps.map((step) => ({ ...step })),
    };
  },
});
