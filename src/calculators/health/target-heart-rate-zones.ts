import { defineCalculator, integer, out, percent, select } from '../../engine/index.ts';

/** Age-predicted maximum heart rate, beats per minute. */
const MAX_HEART_RATE = {
  // Fox, Naughton & Haskell 1971; the rule of thumb the AHA uses.
  fox: (age: number) => 220 - age,
  // Tanaka, Monahan & Seals, J Am Coll Cardiol 2001;37:153–156.
  tanaka: (age: number) => 208 - 0.7 * age,
  // Gellish et al., Med Sci Sports Exerc 2007;39:822–829.
  gellish: (age: number) => 207 - 0.7 * age,
} as const;

/** The usual five-zone model of heart-rate monitors, in fractions of the reserve or maximum. */
const ZONES = [
  { zone: 'Zone 1', effort: 'Very light: warm-up and recovery', range: '50–60%', low: 0.5, high: 0.6 },
  { zone: 'Zone 2', effort: 'Light: easy endurance', range: '60–70%', low: 0.6, high: 0.7 },
  { zone: 'Zone 3', effort: 'Moderate: aerobic fitness', range: '70–80%', low: 0.7, high: 0.8 },
  { zone: 'Zone 4', effort: 'Hard: threshold', range: '80–90%', low: 0.8, high: 0.9 },
  { zone: 'Zone 5', effort: 'Maximum: short intervals', range: '90–100%', low: 0.9, high: 1 },
] as const;

/** Karvonen: resting rate plus a share of the heart rate reserve (maximum − resting). */
const karvonen = (max: number, resting: number, share: number) => (max - resting) * share + resting;

export default defineCalculator({
  inputs: {
    age: integer({ label: 'Age', default: 40, min: 15, max: 90, suffix: 'years' }),
    restingHeartRate: integer({
      label: 'Resting heart rate',
      help: 'Count your pulse for a full minute before getting up in the morning.',
      default: 70,
      min: 30,
      max: 120,
      suffix: 'bpm',
    }),
    formula: select({
      label: 'Maximum heart rate formula',
      options: [
        { value: 'fox', label: '220 − age (Fox; used by the AHA)' },
        { value: 'tanaka', label: '208 − 0.7 × age (Tanaka 2001)' },
        { value: 'gellish', label: '207 − 0.7 × age (Gellish 2007)' },
      ],
      default: 'fox',
    }),
    intensity: percent({
      label: 'Training intensity for a single target',
      help: 'Share of your heart rate reserve (Karvonen) or of your maximum.',
      default: 70,
      min: 30,
      max: 100,
    }),
  },
  outputs: {
    maxHeartRate: out.number({ label: 'Estimated maximum heart rate', primary: true, decimals: 0, suffix: 'bpm' }),
    karvonenTarget: out.number({
      label: 'Target at your intensity (Karvonen)',
      primary: true,
      decimals: 0,
      suffix: 'bpm',
    }),
    percentOfMaxTarget: out.number({ label: 'Target at your intensity (% of maximum)', decimals: 0, suffix: 'bpm' }),
    heartRateReserve: out.number({ label: 'Heart rate reserve (maximum − resting)', decimals: 0, suffix: 'bpm' }),
    ahaLow: out.number({ label: 'AHA target zone from (50% of maximum)', decimals: 0, suffix: 'bpm' }),
    ahaHigh: out.number({ label: 'AHA target zone to (85% of maximum)', decimals: 0, suffix: 'bpm' }),
    zones: out.table({
      label: 'Heart rate zones',
      columns: [
        { key: 'zone', label: 'Zone', kind: 'text' },
        { key: 'effort', label: 'Effort', kind: 'text' },
        { key: 'range', label: 'Intensity', kind: 'text' },
        { key: 'karvonenLow', label: 'Karvonen from (bpm)', kind: 'integer' },
        { key: 'karvonenHigh', label: 'Karvonen to (bpm)', kind: 'integer' },
        { key: 'maxLow', label: '% of max from (bpm)', kind: 'integer' },
        { key: 'maxHigh', label: '% of max to (bpm)', kind: 'integer' },
      ],
    }),
  },
  validate: ({ age, restingHeartRate, formula }) =>
    restingHeartRate >= MAX_HEART_RATE[formula](age)
      ? [{ field: 'restingHeartRate', message: 'Your resting heart rate must be below your estimated maximum.' }]
      : [],
  compute: ({ age, restingHeartRate, formula, intensity }) => {
    const max = MAX_HEART_RATE[formula](age);
    const share = intensity / 100;
    return {
      maxHeartRate: max,
      karvonenTarget: karvonen(max, restingHeartRate, share),
      percentOfMaxTarget: max * share,
      heartRateReserve: max - restingHeartRate,
      ahaLow: max * 0.5,
      ahaHigh: max * 0.85,
      zones: ZONES.map(({ zone, effort, range, low, high }) => ({
        zone,
        effort,
        range,
        karvonenLow: karvonen(max, restingHeartRate, low),
        karvonenHigh: karvonen(max, restingHeartRate, high),
        maxLow: max * low,
        maxHigh: max * high,
      })),
    };
  },
});
