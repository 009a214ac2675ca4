/*
 * Darts checkouts under the double-out rule of the World Darts Federation and PDC: a leg ends on
 * a double or the bullseye (50, the inner bull, counts as a double). Routes use the fewest darts;
 * among those, a standard chart's favourite doubles (D20, D16, D18 …) and big trebles come first.
 */

export interface Dart {
  label: string;
  points: number;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => n - i);

/** Darts that may finish a leg, most favoured first: top of the board, then halving doubles. */
const FINISH_ORDER = [20, 16, 18, 12, 10, 8, 14, 6, 4, 2, 1, 19, 17, 15, 13, 11, 9, 7, 5, 3];
export const FINISHING_DARTS: readonly Dart[] = [
  ...FINISH_ORDER.map((n) => ({ label: `D${String(n)}`, points: 2 * n })),
  { label: 'Bull', points: 50 },
];

/** Darts that set up a finish, most favoured first: trebles 20 down, singles, the bulls, doubles. */
export const SETUP_DARTS: readonly Dart[] = [
  ...range(20).map((n) => ({ label: `T${String(n)}`, points: 3 * n })),
  ...range(20).map((n) => ({ label: String(n), points: n })),
  { label: '25', points: 25 },
  { label: 'Bull', points: 50 },
  ...range(20).map((n) => ({ label: `D${String(n)}`, points: 2 * n })),
];

export const HIGHEST_CHECKOUT = 170;

/** The favoured checkout of `score` in at most `darts` darts, or undefined when there is none. */
export function checkoutRoute(score: number, darts: number): Dart[] | undefined {
  for (let used = 1; used <= darts; used += 1) {
    for (const finish of FINISHING_DARTS) {
      const left = score - finish.points;
      if (used === 1 && left === 0) return [finish];
      if (used === 2) {
        const setup = SETUP_DARTS.find((d) => d.points === left);
        if (setup) return [setup, finish];
      }
      if (used === 3) {
        for (const first of SETUP_DARTS) {
          const second = SETUP_DARTS.find((d) => d.points === left - first.points);
          if (second) return [first, second, finish];
        }
      }
    }
  }
  return undefined;
}

/** Scores from 2 to 170 that no three darts can check out. */
export function bogeyNumbers(): number[] {
  const twoDartSums = new Set(SETUP_DARTS.flatMap((a) => SETUP_DARTS.map((b) => a.points + b.points)));
  const oneDart = new Set(SETUP_DARTS.map((d) => d.points));
  const bogeys: number[] = [];
  for (let score = 2; score <= HIGHEST_CHECKOUT; score += 1) {
    const reachable = FINISHING_DARTS.some((f) => {
      const left = score - f.points;
      return left === 0 || oneDart.has(left) || twoDartSums.has(left);
    });
    if (!reachable) bogeys.push(score);
  }
  return bogeys;
}
