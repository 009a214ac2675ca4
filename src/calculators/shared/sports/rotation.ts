/*
 * Equal playing time: sharing the minutes of a game among a roster larger than the side on the
 * field, and a rotation that hands out the on-field places of each segment in turn.
 */

/** The exact equal share of minutes (or seconds) per player: game length × places ÷ roster. */
export function equalShare(gameLength: number, onField: number, roster: number): number {
  return (gameLength * onField) / roster;
}

/**
 * Who plays each of `segments` equal segments: places are handed out in roster order, continuing
 * where the last segment stopped, so nobody sits twice before everyone has sat once. Player
 * numbers start at 1.
 */
export function rotation(segments: number, onField: number, roster: number): number[][] {
  return Array.from({ length: segments }, (_, segment) =>
    Array.from({ length: onField }, (_, place) => ((segment * onField + place) % roster) + 1),
  );
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Fewest segments that give every player exactly the same number of segments on the field. */
export function fewestEvenSegments(onField: number, roster: number): number {
  return roster / gcd(onField, roster);
}
