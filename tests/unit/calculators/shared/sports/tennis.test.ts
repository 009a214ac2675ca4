import { describe, expect, it } from 'vitest';
import {
  holdProbability,
  matchProbability,
  setOutcome,
  tiebreakProbability,
} from '../../../../../src/calculators/shared/sports/tennis.ts';

describe('tennis probabilities', () => {
  it('holds serve half the time at 50 % of points, and always wins a game at 100 %', () => {
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12);
    expect(holdProbability(1)).toBe(1);
  });

  it('adds a set’s four outcomes to 1', () => {
    const o = setOutcome(0.7, 0.55, 'advantage');
    expect(o.winEven + o.winOdd + o.loseEven + o.loseOdd).toBeCloseTo(1, 12);
  });

  it('gives the better server more in best of five than in best of three', () => {
    const three = matchProbability(0.66, 0.62, 3, 'tiebreak7');
    const five = matchProbability(0.66, 0.62, 5, 'tiebreak7');
    expect(three).toBeGreaterThan(0.5);
    expect(five).toBeGreaterThan(three);
  });

  it('makes a tiebreak to 10 favour the better server more than one to 7', () => {
    expect(tiebreakProbability(0.7, 0.6, 10)).toBeGreaterThan(tiebreakProbability(0.7, 0.6, 7));
  });

  it('gives the players’ chances that add to 1 whoever serves first', () => {
    expect(matchProbability(0.64, 0.6, 3, 'tiebreak10') + matchProbability(0.6, 0.64, 3, 'tiebreak10')).toBeCloseTo(
      1,
      12,
    );
  });
});
