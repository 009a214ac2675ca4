import { out } from '../../../engine/index.ts';
import { expandedForm, exponentForm, type PrimePower } from '../arithmetic/factorize.ts';
import { integerText } from '../arithmetic/numerals.ts';

/** Each number of a list beside its prime factorization, the start of the prime-factor methods. */
export const primeFactorsTable = () =>
  out.table({
    label: 'Prime factorization of each number',
    columns: [
      { key: 'number', label: 'Number', kind: 'text' },
      { key: 'powers', label: 'Prime factors (powers)', kind: 'text' },
      { key: 'expanded', label: 'Prime factors (written out)', kind: 'text' },
    ],
  });

export const primeFactorRows = (numbers: readonly bigint[], factorizations: readonly PrimePower[][]) =>
  numbers.map((number, index) => {
    const factors = factorizations[index] ?? [];
    return {
      number: integerText(number),
      powers: factors.length === 0 ? '1 (no prime factors)' : exponentForm(factors),
      expanded: factors.length === 0 ? '1' : expandedForm(factors),
    };
  });
