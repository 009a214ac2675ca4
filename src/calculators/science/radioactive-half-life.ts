import { defineCalculator, number, out, radio, type FieldError } from '../../engine/index.ts';
import { solveDecay, type Decay, type DecayUnknown } from '../shared/physics/decay.ts';

const TIME = { unitFamily: 'time', unit: 'yr', units: ['s', 'min', 'h', 'd', 'yr'] } as const;
const positive = { min: 0, minInclusive: false, max: 1e15 } as const;
const FORMULAS: Record<DecayUnknown, string> = {
  remaining: 'N = N₀ × (1/2)^(t ÷ T½)',
  time: 't = T½ × log₂(N₀ ÷ N)',
  halfLife: 'T½ = t ÷ log₂(N₀ ÷ N)',
};

type Entries = Decay & { solveFor: DecayUnknown };

function problems({ solveFor, initial, remaining }: Entries): FieldError[] {
  if (solveFor !== 'remaining' && !(remaining < initial)) {
    return [{ field: 'remaining', message: 'What remains must be less than the starting amount.' }];
  }
  return [];
}

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Solve for',
      options: [
        { value: 'remaining', label: 'Amount remaining (N)' },
        { value: 'time', label: 'Time elapsed (t)' },
        { value: 'halfLife', label: 'Half-life (T½)' },
      ],
      default: 'remaining',
    }),
    initial: number({
      label: 'Starting amount (N₀)',
      help: 'In any unit – grams, becquerels, atoms or percent; the remaining amount is in the same unit.',
      ...positive,
      default: 100,
    }),
    remaining: number({
      label: 'Amount remaining (N)',
      help: 'Not used when solving for it.',
      ...positive,
      default: 25,
    }),
    time: number({
      label: 'Time elapsed (t)',
      help: 'Not used when solving for it.',
      ...TIME,
      ...positive,
      default: 11_460,
    }),
    halfLife: number({
      label: 'Half-life (T½)',
      help: 'Carbon-14: 5730 years; iodine-131: 8.02 days; uranium-238: 4.468 billion years.',
      ...TIME,
      ...positive,
      default: 5730,
    }),
  },
  outputs: {
    remaining: out.number({ label: 'Amount remaining N', primary: true, digits: 5 }),
    time: out.number({ label: 'Time elapsed t', primary: true, ...TIME, digits: 5 }),
    halfLife: out.number({ label: 'Half-life T½', primary: true, ...TIME, digits: 5 }),
    fraction: out.percent({ label: 'Share remaining N ÷ N₀', decimals: 3 }),
    halvings: out.number({ label: 'Number of half-lives t ÷ T½' }),
    meanLife: out.number({ label: 'Mean lifetime τ = T½ ÷ ln 2', ...TIME }),
    formula: out.text({ label: 'Formula, solved for the unknown' }),
  },
  validate: problems,
  compute: ({ solveFor, ...entries }) => {
    const decay = solveDecay(solveFor, entries);
    return {
      ...decay,
      fraction: (decay.remaining / decay.initial) * 100,
      halvings: decay.time / decay.halfLife,
      meanLife: decay.halfLife / Math.LN2,
      formula: FORMULAS[solveFor],
    };
  },
  examples: [
    {
      inputs: { solveFor: 'time', initial: 100, remaining: 92.3, halfLife: 5730 },
      expect: { time: { value: 662, unit: 'yr' } },
      tolerance: 1 * 31_556_952,
      source:
        'OpenStax College Physics, section 31.5, worked example "How Old Is the Shroud of Turin?": with 92.3% of its carbon-14 left (half-life 5730 y) the linen is 662 years old',
    },
    {
      inputs: { solveFor: 'remaining', initial: 1, time: { value: 3 * 5730, unit: 'yr' }, halfLife: 5730 },
      expect: { remaining: 0.125, fraction: 12.5 },
      tolerance: 1e-12,
      source:
        'OpenStax College Physics, section 31.5, Figure 31.24 and text: after n half-lives (1/2)ⁿ remains, so 1/8 = 12.5% after three',
    },
    {
      inputs: { solveFor: 'halfLife', initial: 100, remaining: 12.5, time: { value: 24.06, unit: 'd' } },
      expect: { halfLife: { value: 8.02, unit: 'd' } },
      tolerance: 1e-6,
      source:
        'NNDC / NIST: iodine-131 has a half-life of 8.02 days, so a sample down to 1/8 (three half-lives) after 24.06 days gives back T½ = 8.02 d',
    },
  ],
});
