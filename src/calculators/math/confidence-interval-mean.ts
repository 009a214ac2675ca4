import { defineCalculator, integer, number, out, radio, select } from '../../engine/index.ts';
import { normalQuantile } from '../shared/probability/normal.ts';
import { studentTQuantile } from '../shared/probability/student-t.ts';

const LEVELS = ['80', '85', '90', '95', '98', '99', '99.5', '99.8', '99.9'] as const;

export default defineCalculator({
  inputs: {
    mean: number({ label: 'Sample mean x̄', default: 50, min: -1e12, max: 1e12 }),
    sd: number({
      label: 'Standard deviation',
      help: 'The sample’s standard deviation s, or the population’s σ when it is known.',
      default: 10,
      min: 0,
      minInclusive: false,
      max: 1e12,
    }),
    n: integer({ label: 'Sample size n', default: 25, min: 2, max: 10_000_000 }),
    level: select({
      label: 'Confidence level',
      options: LEVELS.map((value) => ({ value, label: `${value} %` })),
      default: '95',
    }),
    method: radio({
      label: 'Standard deviation is',
      options: [
        { value: 't', label: 'From the sample (σ unknown): Student t' },
        { value: 'z', label: 'The population’s σ (known): normal z' },
      ],
      default: 't',
    }),
  },
  outputs: {
    margin: out.number({ label: 'Margin of error E (x̄ ± E)', primary: true, digits: 6 }),
    lower: out.number({ label: 'Lower limit x̄ − E', digits: 8 }),
    upper: out.number({ label: 'Upper limit x̄ + E', digits: 8 }),
    critical: out.number({ label: 'Critical value (t* or z*)', decimals: 4 }),
    standardError: out.number({ label: 'Standard error s ÷ √n', digits: 6 }),
    df: out.integer({ label: 'Degrees of freedom (t): n − 1' }),
  },
  compute: ({ mean, sd, n, level, method }) => {
    const upperPoint = 1 - (1 - Number(level) / 100) / 2;
    const critical = method === 't' ? studentTQuantile(upperPoint, n - 1) : normalQuantile(upperPoint);
    const standardError = sd / Math.sqrt(n);
    const margin = critical * standardError;
    return { margin, lower: mean - margin, upper: mean + margin, critical, standardError, df: n - 1 };
  },
});
