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
  examples: [
    {
      inputs: { numbers: '48, 180' },
      expect: { gcf: '12', byPrimes: 'Primes common to every number, each to its lowest power: 2^2 × 3 = 12.' },
      source: 'MCQ Academy, "HCF of two numbers": 48 = 2^4·3 and 180 = 2^2·3^2·5, so the GCD is 2^2·3 = 12',
    },
    {
      inputs: { numbers: '1071, 462' },
      expect: { gcf: '21' },
      source:
        'Wikipedia, "Euclidean algorithm", worked example: 1071 = 2 × 462 + 147, 462 = 3 × 147 + 21, 147 = 7 × 21 + 0, so gcd(1071, 462) = 21',
    },
    {
      inputs: { numbers: '2071 521' },
      expect: { gcf: '1', byPrimes: 'No prime divides every number, so the GCF is 1.' },
      source: 'MathPortal, "GCD calculator" (Euclid method, 521 and 2071): remainders 508, 13, 1, 0, so the GCD is 1',
    },
    {
      inputs: { numbers: '462, 357' },
      expect: { gcf: '21' },
      source: 'MathPortal, "GCD calculator" (Euclid method, 462 and 357): remainders 105, 42, 21, 0, so the GCD is 21',
    },
  ],
});
