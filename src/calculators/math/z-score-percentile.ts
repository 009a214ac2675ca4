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
});
