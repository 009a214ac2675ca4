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
});
