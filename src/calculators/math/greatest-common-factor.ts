import { defineCalculator, out } from '../../engine/index.ts';
import { euclid, type EuclidStep } from '../shared/arithmetic/euclid.ts';
import { combinedPowers, exponentForm, primeFactors } from '../shared/arithmetic/factorize.ts';
import { integerText } from '../shared/arithmetic/numerals.ts';
import { euclidStepRows, euclidStepsTable } from '../shared/presets/euclid-steps-table.ts';
import { primeFactorRows, primeFactorsTable } from '../shared/presets/prime-factors-table.ts';
import { factorableList, factorableListErrors, factorableListField } from '../shared/presets/whole-number-fields.ts';

export default defineCalculator({
  inputs: {
    numbers: factorableListField('48, 180'),
  },
  validate: ({ numbers }) => factorableListErrors('numbers', numbers),
  compute: ({ numbers }) => {
    const values = factorableList(numbers);
    // Euclid on the list: GCF(a, b, c) = GCF(GCF(a, b), c).
    const steps: EuclidStep[] = [];
    const chain: string[] = [];
    const gcf = values.slice(1).reduce((running, value) => {
      const pair = euclid(running, value);
      steps.push(...pair.steps);
      chain.push(`GCF(${integerText(running)}, ${integerText(value)}) = ${integerText(pair.gcf)}`);
      return pair.gcf;
    }, values[0] ?? 1n);
    const factorizations = values.map(primeFactors);
    const common = combinedPowers(factorizations, 'lowest');
    return {
      gcf: integerText(gcf),
      byPrimes:
        common.length === 0
          ? 'No prime divides every number, so the GCF is 1.'
          : `Primes common to every number, each to its lowest power: ${exponentForm(common)} = ${integerText(gcf)}.`,
      byEuclid: `${chain.join(', then ')}.`,
      factorTable: primeFactorRows(values, factorizations),
      euclidSteps: euclidStepRows(steps).map((row, index) => ({ ...row, step: index + 1 })),
    };
  },
  outputs: {
    gcf: out.text({ label: 'Greatest common factor (GCF)', primary: true }),
    byPrimes: out.text({ label: 'By prime factors' }),
    byEuclid: out.text({ label: "By Euclid's algorithm" }),
    factorTable: primeFactorsTable(),
    euclidSteps: euclidStepsTable(),
  },
});
