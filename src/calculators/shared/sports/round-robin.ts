/*
 * A round-robin schedule by the circle method: team 1 stays put while the others turn one place
 * each round, so every pair meets once in n − 1 rounds (n even). An odd field gets a dummy team,
 * and meeting it is a bye.
 */

/** A game of a round: home and away team numbers, or a team with a bye (away undefined). */
export interface Pairing {
  home: number;
  away?: number;
}

/** The rounds of a single round robin for `teams` teams numbered from 1. */
export function circleRounds(teams: number): Pairing[][] {
  const size = teams % 2 === 0 ? teams : teams + 1;
  let circle = Array.from({ length: size }, (_, index) => index + 1);
  const rounds: Pairing[][] = [];
  for (let round = 0; round < size - 1; round += 1) {
    const pairings: Pairing[] = [];
    for (let seat = 0; seat < size / 2; seat += 1) {
      const [first, second] = [circle[seat] ?? 0, circle[size - 1 - seat] ?? 0];
      if (first > teams) pairings.push({ home: second });
      else if (second > teams) pairings.push({ home: first });
      else pairings.push({ home: first, away: second });
    }
    rounds.push(pairings);
    // Turn everyone but team 1 one seat clockwise: the last seat moves to the second.
    circle = [circle[0] ?? 0, circle[size - 1] ?? 0, ...circle.slice(1, size - 1)];
  }
  return rounds;
}
