import { defineCalculator, out } from '../../engine/index.ts';
import { gcf as greatestCommonFactor } from '../shared/arithmetic/euclid.ts';
import { combinedPowers, exponentForm, primeFactors } from '../shared/arithmetic/factorize.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { primeFactorRows, primeFactorsTable } from '../shared/presets/prime-factors-table.ts';
import { factorableList, factorableListErrors, factorableListField } from '../shared/presets/whole-number-fields.ts';

export default defineCalculator({
  inputs: {
    numbers: factorableListField('8, 9, 21'),
  },
  validate: ({ numbers }) => factorableListErrors('numbers', numbers),
  compute: ({ numbers }) => {
    const values = factorableList(numbers);
    // LCM(a, b, c) = LCM(LCM(a, b), c), each pair through LCM(a, b) = a × b ÷ GCF(a, b), in BigInt.
    const rows: { step: number; pair: string; working: string; result: string }[] = [];
    const lcm = values.slice(1).reduce((running, value) => {
      const common = greatestCommonFactor(running, value);
      const next = (running * value) / common;
      rows.push({
        step: rows.length + 1,
        pair: `LCM(${integerText(running)}, ${integerText(value)})`,
        working: `${integerText(running)} × ${integerText(value)} ÷ ${integerText(common)}`,
        result: integerText(next),
      });
      return next;
    }, values[0] ?? 1n);
    const factorizations = values.map(primeFactors);
    const highest = combinedPowers(factorizations, 'highest');
    return {
      lcm: integerText(lcm),
      byPrimes:
        highest.length === 0
          ? 'Every number is 1, so the LCM is 1.'
          : `Every prime that appears, each to its highest power: ${exponentForm(highest)} = ${integerText(lcm)}.`,
      factorTable: primeFactorRows(values, factorizations),
      gcfSteps: rows,
    };
  },
  outputs: {
    lcm: out.text({ label: 'Least common multiple (LCM)', primary: true }),
    byPrimes: out.text({ label: 'By prime factors' }),
    factorTable: primeFactorsTable(),
    gcfSteps: out.table({
      label: 'By the GCF: LCM(a, b) = a × b ÷ GCF(a, b)',
      columns: [
        { key: 'step', label: 'Step', kind: 'integer' },
        { key: 'pair', label: 'Pair', kind: 'text' },
        { key: 'working', label: 'a × b ÷ GCF', kind: 'text' },
        { key: 'result', label: 'LCM', kind: 'text' },
      ],
    }),
  },
});
