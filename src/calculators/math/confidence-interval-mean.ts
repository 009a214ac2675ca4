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
  examples: [
    {
      inputs: { mean: 68, sd: 3, n: 36, level: '90', method: 'z' },
      expect: { margin: 0.8225, lower: 67.1775, upper: 68.8225 },
      tolerance: 0.0001,
      source:
        'OpenStax Introductory Statistics 2e, §8.1 Example: σ = 3, n = 36, x̄ = 68 at 90 % gives EBM = 1.645 × 3 ÷ √36 = 0.8225 and the interval (67.1775, 68.8225)',
    },
    {
      inputs: { mean: 8.2267, sd: 1.6722, n: 15, level: '95', method: 't' },
      expect: { lower: 7.3006, upper: 9.1527, critical: 2.1448 },
      tolerance: 0.0001,
      source:
        'OpenStax Introductory Statistics 2e, §8.2 Example (acupuncture data): x̄ = 8.2267, s = 1.6722, n = 15, t0.025 with 14 df = 2.1448, 95 % interval (7.3006, 9.1527)',
    },
    {
      inputs: { mean: 9.26146, sd: 0.022789, n: 195, level: '95', method: 't' },
      expect: { lower: 9.258242, upper: 9.264679, margin: 0.003219 },
      tolerance: 0.000002,
      source:
        'NIST/SEMATECH e-Handbook §1.3.5.2 "Confidence Limits for the Mean", ZARR13.DAT: n = 195, mean 9.261460, s = 0.022789; 95 % limits 9.258242 and 9.264679',
    },
    {
      inputs: { mean: 0, sd: 1, n: 11, level: '95', method: 't' },
      expect: { critical: 2.2281, df: 10 },
      tolerance: 0.00005,
      source:
        'Student t table (4 decimals): t(0.975) with 10 degrees of freedom = 2.2281; NIST e-Handbook §1.3.6.7.2 prints 2.228',
    },
  ],
});
