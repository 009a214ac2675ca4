import { out } from '../../../engine/index.ts';
import type { EuclidStep } from '../arithmetic/euclid.ts';
import { integerText } from '../arithmetic/numerals.ts';

/** The table of Euclid's divisions, "1,071 = 2 × 462 + 147", one row per step. */
export const euclidStepsTable = (label = "Euclid's algorithm, step by step") =>
  out.table({
    label,
    columns: [
      { key: 'step', label: 'Step', kind: 'integer' },
      { key: 'division', label: 'Division', kind: 'text' },
      { key: 'remainder', label: 'Remainder', kind: 'text' },
    ],
  });

/** The rows of `euclidStepsTable`; the last non-zero remainder is the GCF. */
export const euclidStepRows = (steps: readonly EuclidStep[]) =>
  steps.map(({ dividend, divisor, quotient, remainder }, index) => ({
    step: index + 1,
    division: `${integerText(dividend)} = ${integerText(quotient)} × ${integerText(divisor)} + ${integerText(remainder)}`,
    remainder: integerText(remainder),
  }));
