import { defineCalculator, integer, out, radio, select } from '../../engine/index.ts';
import { fideExpectedScore, logisticExpectedScore } from '../shared/sports/elo.ts';

const ratingField = (label: string, defaultValue: number) =>
  integer({ label, default: defaultValue, min: 100, max: 3500 });

const RESULTS = [
  { value: '1', label: 'Win' },
  { value: '0.5', label: 'Draw' },
  { value: '0', label: 'Loss' },
] as const;

/** FIDE 8.3.3 K factors, and two common national and online values. */
const K_FACTORS = [
  { value: '40', label: 'K = 40: FIDE, first 30 games, or under 18 and below 2300' },
  { value: '20', label: 'K = 20: FIDE, rated below 2400' },
  { value: '10', label: 'K = 10: FIDE, has reached 2400' },
  { value: '32', label: 'K = 32: common for club and online ratings' },
  { value: '16', label: 'K = 16: common for strong club players' },
] as const;

const METHODS = [
  { value: 'fide', label: 'FIDE table (400-point rule)' },
  { value: 'logistic', label: 'Elo formula (logistic curve)' },
] as const;

export default defineCalculator({
  inputs: {
    rating: ratingField('Your rating', 1850),
    opponent: ratingField("Opponent's rating", 1950),
    result: radio({ label: 'Result', options: RESULTS, default: '1' }),
    kFactor: select({ label: 'K factor', options: K_FACTORS, default: '20' }),
    method: select({ label: 'Expected score from', options: METHODS, default: 'fide' }),
  },
  outputs: {
    change: out.number({ label: 'Rating change', primary: true, decimals: 1 }),
    newRating: out.number({ label: 'New rating', decimals: 1 }),
    expected: out.number({ label: 'Expected score', decimals: 3 }),
  },
  compute: ({ rating, opponent, result, kFactor, method }) => {
    const expected = method === 'fide' ? fideExpectedScore(rating, opponent) : logisticExpectedScore(rating, opponent);
    const change = Number(kFactor) * (Number(result) - expected);
    return { change, newRating: rating + change, expected };
  },
});
