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
  examples: [
    {
      inputs: { rating: 2100, opponent: 2000, method: 'fide' },
      expect: { expected: 0.64 },
      tolerance: 1e-9,
      source:
        'chesselo.com, "FIDE rule of 400 points": with a rating difference of 100 the FIDE table gives 0.64 to the stronger player',
    },
    {
      inputs: { rating: 2200, opponent: 1000, method: 'fide', result: '1', kFactor: '10' },
      expect: { expected: 0.92, change: 0.8 },
      tolerance: 1e-9,
      source:
        'FIDE Rating Regulations 8.5.4 and chesselo.com: a player rated 2200 facing 1000 counts the difference as 400 and is expected to score 0.92; a win at K = 10 gains 10 × 0.08 = 0.8',
    },
    {
      inputs: { rating: 2300, opponent: 2005, method: 'fide', result: '1', kFactor: '20' },
      expect: { expected: 0.85, change: 3 },
      tolerance: 1e-9,
      source:
        'chesselo.com, "How the Elo rating system works": a rating increase of 0.15 (a win where 0.85 was expected, FIDE table band 291–302) at K = 20 changes the rating by 3',
    },
    {
      inputs: { rating: 2000, opponent: 1600, method: 'logistic', result: '0', kFactor: '32' },
      expect: { expected: 0.909, change: -29.09 },
      tolerance: 0.005,
      source:
        'Wikipedia, "Elo rating system": a 400-point favourite expects 1 ÷ (1 + 10^−1) = 10/11 ≈ 0.909; losing at K = 32 costs 32 × 10/11 = 29.09',
    },
  ],
});
