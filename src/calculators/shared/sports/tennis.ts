/*
 * Tennis win probabilities from the chance of winning a point on serve, with points independent
 * and identically distributed (Newton and Keller, "Probability of winning at tennis I", Studies in
 * Applied Mathematics 114, 2005; Barnett and Clarke, IMA J. Management Mathematics 16, 2005).
 * "F" is whoever serves first in a set or tiebreak, "O" the other player; each holds serve with
 * the game formula and the set and tiebreak are walked as Markov chains.
 */

/** P(server wins a game): p⁴(1 + 4q + 10q²) + 20p³q³ · p² ÷ (1 − 2pq). */
export function holdProbability(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q ** 2) + 20 * p ** 3 * q ** 3 * (p ** 2 / (1 - 2 * p * q));
}

/** From level at the end (deuce, 6–6), winning two in a row when the two chances alternate. */
const fromLevel = (x: number, y: number) => (x * y) / (x * y + (1 - x) * (1 - y));

/** P(F wins a tiebreak to `target`, win by 2) when F serves its first point. */
export function tiebreakProbability(pF: number, pO: number, target: number): number {
  const memo = new Map<number, number>();
  const walk = (a: number, b: number): number => {
    if (a >= target && a - b >= 2) return 1;
    if (b >= target && b - a >= 2) return 0;
    if (a === b && a >= target - 1) return fromLevel(pF, 1 - pO);
    const key = a * 100 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const point = a + b;
    const firstServes = point === 0 || Math.floor((point - 1) / 2) % 2 === 1;
    const win = firstServes ? pF : 1 - pO;
    const value = win * walk(a + 1, b) + (1 - win) * walk(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return walk(0, 0);
}

export type SetEnd = 'tiebreak7' | 'tiebreak10' | 'advantage';

export interface SetOutcome {
  /** P(F wins the set) with an even / odd number of games played (odd: O serves the next set first). */
  winEven: number;
  winOdd: number;
  loseEven: number;
  loseOdd: number;
}

/** The set from F's side: F serves the odd games; at 6–6 a tiebreak (F serves first) or play on by two. */
export function setOutcome(pF: number, pO: number, end: SetEnd): SetOutcome {
  const holdF = holdProbability(pF);
  const holdO = holdProbability(pO);
  const outcome: SetOutcome = { winEven: 0, winOdd: 0, loseEven: 0, loseOdd: 0 };
  const walk = (i: number, j: number, chance: number) => {
    if (chance === 0) return;
    const odd = (i + j) % 2 === 1;
    if (i >= 6 && i - j >= 2) {
      if (odd) outcome.winOdd += chance;
      else outcome.winEven += chance;
      return;
    }
    if (j >= 6 && j - i >= 2) {
      if (odd) outcome.loseOdd += chance;
      else outcome.loseEven += chance;
      return;
    }
    if (i === 6 && j === 6) {
      if (end === 'advantage') {
        const win = fromLevel(holdF, 1 - holdO);
        outcome.winEven += chance * win;
        outcome.loseEven += chance * (1 - win);
      } else {
        const win = tiebreakProbability(pF, pO, end === 'tiebreak10' ? 10 : 7);
        outcome.winOdd += chance * win;
        outcome.loseOdd += chance * (1 - win);
      }
      return;
    }
    const win = (i + j) % 2 === 0 ? holdF : 1 - holdO;
    walk(i + 1, j, chance * win);
    walk(i, j + 1, chance * (1 - win));
  };
  walk(0, 0, 1);
  return outcome;
}

/** P(A wins the match), A serving first, best of `sets`, with `finalSet` deciding the last set. */
export function matchProbability(pA: number, pB: number, sets: 3 | 5, finalSet: SetEnd): number {
  const need = (sets + 1) / 2;
  const outcomes = new Map<string, SetOutcome>();
  const outcomeOf = (aServes: boolean, end: SetEnd) => {
    const key = `${String(aServes)}${end}`;
    let found = outcomes.get(key);
    if (found === undefined) {
      found = aServes ? setOutcome(pA, pB, end) : flip(setOutcome(pB, pA, end));
      outcomes.set(key, found);
    }
    return found;
  };
  const walk = (a: number, b: number, aServes: boolean): number => {
    if (a === need) return 1;
    if (b === need) return 0;
    const decider = a === need - 1 && b === need - 1;
    const o = outcomeOf(aServes, decider ? finalSet : 'tiebreak7');
    return (
      o.winEven * walk(a + 1, b, aServes) +
      o.winOdd * walk(a + 1, b, !aServes) +
      o.loseEven * walk(a, b + 1, aServes) +
      o.loseOdd * walk(a, b + 1, !aServes)
    );
  };
  return walk(0, 0, true);
}

/** The same set seen from the other player. */
const flip = (o: SetOutcome): SetOutcome => ({
  winEven: o.loseEven,
  winOdd: o.loseOdd,
  loseEven: o.winEven,
  loseOdd: o.winOdd,
});
