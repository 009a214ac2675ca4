import { defineCalculator, number, out } from '../../engine/index.ts';
import { normalCdf, normalQuantile, normalUpperTail } from '../shared/probability/normal.ts';

const LIMIT = 1e12;
const value = (label: string, initial: number, help: string) =>
  number({ label, default: initial, min: -LIMIT, max: LIMIT, help });
const probability = (label: string, help?: string) => out.number({ label, decimals: 4, ...(help ? { help } : {}) });

export default defineCalculator({
  inputs: {
    x: value('Value x', 130, 'The value to standardise.'),
    mean: value('Mean μ', 100, 'The average of the distribution.'),
    sd: number({ label: 'Standard deviation σ', default: 15, min: 0, minInclusive: false, max: LIMIT }),
    x2: value('Second value x₂', 85, 'For the chance of falling between or outside x and x₂.'),
    percentile: number({
      label: 'Percentile',
      help: 'To find the value below which this percent of the distribution lies.',
      default: 90,
      min: 0.0001,
      max: 99.9999,
      suffix: '%',
    }),
  },
  outputs: {
    z: out.number({ label: 'z-score of x', primary: true, digits: 6 }),
    left: probability('P(X < x), area to the left'),
    right: probability('P(X > x), area to the right'),
    rank: out.percent({ label: 'Percentile of x', decimals: 2 }),
    z2: out.number({ label: 'z-score of x₂', digits: 6 }),
    between: probability('P between x and x₂'),
    outside: probability('P outside x and x₂'),
    xAtPercentile: out.number({ label: 'Value at the percentile', digits: 6 }),
    zAtPercentile: out.number({ label: 'z at the percentile', digits: 6 }),
  },
  compute: ({ x, mean, sd, x2, percentile }) => {
    const [z, z2] = [(x - mean) / sd, (x2 - mean) / sd];
    const [low, high] = z <= z2 ? [z, z2] : [z2, z];
    // Between two points in the same tail, the difference of upper tails keeps more digits.
    const between = low > 0 ? normalUpperTail(low) - normalUpperTail(high) : normalCdf(high) - normalCdf(low);
    const zAtPercentile = normalQuantile(percentile / 100);
    return {
      z,
      left: normalCdf(z),
      right: normalUpperTail(z),
      rank: normalCdf(z) * 100,
      z2,
      between,
      outside: 1 - between,
      xAtPercentile: mean + zAtPercentile * sd,
      zAtPercentile,
    };
  },
  examples: [
    {
      inputs: { x: 17, mean: 5, sd: 6 },
      expect: { z: 2, left: 0.97725, right: 0.02275 },
      tolerance: 0.000005,
      source:
        'OpenStax Introductory Statistics 2e, §6.1 Example: X ~ N(5, 6), x = 17 gives z = (17 − 5) ÷ 6 = 2; NIST e-Handbook normal table, area 0 to 2 = 0.47725',
    },
    {
      inputs: { x: 115, mean: 100, sd: 15, x2: 85 },
      expect: { z: 1, between: 0.68268, outside: 0.31732 },
      // Twice the table's rounding (half a unit in its 5th decimal), since the area is doubled.
      tolerance: 0.00001,
      source:
        'NIST/SEMATECH e-Handbook §1.3.6.7.1: area from 0 to z = 1 is 0.34134, so within one standard deviation 2 × 0.34134 = 0.68268',
    },
    {
      inputs: { x: 63, mean: 63, sd: 5, percentile: 90 },
      expect: { xAtPercentile: 69.4, left: 0.5 },
      tolerance: 0.05,
      source:
        'OpenStax Introductory Statistics 2e, §6.2 Example: final exam scores N(63, 5); the 90th percentile is invNorm(0.90, 63, 5) ≈ 69.4',
    },
    {
      inputs: { percentile: 97.5, mean: 0, sd: 1 },
      expect: { zAtPercentile: 1.96 },
      tolerance: 0.0005,
      source:
        'NIST/SEMATECH e-Handbook §1.3.6.7.2, critical values: the upper 2.5 % point of the normal distribution is 1.960',
    },
  ],
});
