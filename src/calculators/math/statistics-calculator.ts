import {
  max,
  mean,
  median,
  min,
  sampleStandardDeviation,
  sampleVariance,
  standardDeviation,
  sum,
  variance,
} from 'simple-statistics';
import { defineCalculator, numberList, out } from '../../engine/index.ts';

/** Far beyond any real data set, and small enough that squared deviations of thousands of values stay finite. */
const LARGEST = 1e100;
const MODES_SHOWN = 10;

/** Every value that occurs most often, or "No mode" when each value occurs once. */
export function modes(values: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const highest = Math.max(...counts.values());
  if (highest === 1) return 'No mode (every value occurs once)';
  const most = [...counts].filter(([, count]) => count === highest).map(([value]) => value);
  most.sort((a, b) => a - b);
  const shown = most.slice(0, MODES_SHOWN).map(String).join(', ');
  const more = most.length > MODES_SHOWN ? ` and ${most.length - MODES_SHOWN} more` : '';
  return `${shown}${more} (${highest} times${most.length === 1 ? '' : ' each'})`;
}

export default defineCalculator({
  inputs: {
    values: numberList({
      label: 'Data set',
      help: 'Numbers separated by commas, spaces or new lines.',
      default: [2, 4, 4, 4, 5, 5, 7, 9],
      minCount: 2,
      maxCount: 5000,
    }),
  },
  outputs: {
    mean: out.number({ label: 'Mean (average)', primary: true, digits: 6 }),
    median: out.number({ label: 'Median', digits: 6 }),
    mode: out.text({ label: 'Mode' }),
    sampleSd: out.number({ label: 'Sample standard deviation (s)', digits: 6 }),
    populationSd: out.number({ label: 'Population standard deviation (σ)', digits: 6 }),
    sampleVariance: out.number({ label: 'Sample variance (s²)', digits: 6 }),
    populationVariance: out.number({ label: 'Population variance (σ²)', digits: 6 }),
    count: out.integer({ label: 'Count (n)' }),
    sum: out.number({ label: 'Sum', digits: 6 }),
    minimum: out.number({ label: 'Minimum', digits: 6 }),
    maximum: out.number({ label: 'Maximum', digits: 6 }),
    range: out.number({ label: 'Range', digits: 6 }),
  },
  validate: ({ values }) =>
    values.some((value) => Math.abs(value) > LARGEST)
      ? [{ field: 'values', message: 'Use numbers no larger than 1e100 either way.' }]
      : [],
  compute: ({ values }) => {
    const smallest = min(values);
    const largest = max(values);
    return {
      mean: mean(values),
      median: median(values),
      mode: modes(values),
      sampleSd: sampleStandardDeviation(values),
      populationSd: standardDeviation(values),
      sampleVariance: sampleVariance(values),
      populationVariance: variance(values),
      count: values.length,
      sum: sum(values),
      minimum: smallest,
      maximum: largest,
      range: largest - smallest,
    };
  },
  examples: [
    {
      inputs: { values: [2, 4, 4, 4, 5, 5, 7, 9] },
      expect: {
        mean: 5,
        populationVariance: 4,
        populationSd: 2,
        sampleVariance: 4.5714,
        sampleSd: 2.138,
        median: 4.5,
        mode: '4 (3 times)',
        count: 8,
        sum: 40,
        range: 7,
      },
      tolerance: 0.0005,
      source:
        'Wikipedia, "Standard deviation", basic example: the eight values 2, 4, 4, 4, 5, 5, 7, 9 have mean 5, population variance 32 ÷ 8 = 4 and standard deviation 2; as a sample, 32 ÷ 7 = 4.571 and √(32 ÷ 7) ≈ 2.138. Median (4 + 5) ÷ 2 = 4.5 and mode 4 by definition',
    },
    {
      inputs: { values: [10000001, 10000003, 10000002] },
      expect: { mean: 10000002, sampleSd: 1, median: 10000002, mode: 'No mode (every value occurs once)' },
      tolerance: 1e-9,
      source:
        'NIST Statistical Reference Datasets, univariate NumAcc1 (lower difficulty): certified sample mean 10000002 and sample standard deviation 1',
    },
    {
      inputs: { values: [1, 3, 6, 6, 6, 6, 7, 7, 12, 12, 17] },
      expect: { mode: '6 (4 times)', median: 6, minimum: 1, maximum: 17, range: 16 },
      source:
        'Wikipedia, "Mode (statistics)": the mode of the sample 1, 3, 6, 6, 6, 6, 7, 7, 12, 12, 17 is 6; the middle (6th) of the 11 sorted values is also 6',
    },
    {
      inputs: { values: [1, 2, 3, 4, 5, 6, 8, 9] },
      expect: { median: 4.5, mode: 'No mode (every value occurs once)', count: 8 },
      source: 'Wikipedia, "Median": the median of 1, 2, 3, 4, 5, 6, 8, 9 is (4 + 5) ÷ 2 = 4.5',
    },
  ],
});
