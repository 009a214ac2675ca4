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
});
