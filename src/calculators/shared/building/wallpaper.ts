import { wholePackages } from './packages.ts';

/*
 * Wallpaper by the drop (strip), as paper makers count it: every drop is the wall height plus the
 * trim, lengthened to a whole number of pattern repeats so the next drop matches; a roll gives the
 * whole drops that fit in its length, and the wall takes one drop per roll width. Lengths in m.
 */

/** One drop: height plus trim, rounded up to whole pattern repeats (no rounding without a repeat). */
export function dropLength(height: number, trim: number, repeat: number): number {
  const length = height + trim;
  return repeat > 0 ? wholePackages(length, repeat) * repeat : length;
}

/** The whole drops one roll gives (0 when a drop is longer than the roll). */
export function dropsPerRoll(rollLength: number, drop: number): number {
  return Math.floor(Number((rollLength / drop).toPrecision(9)));
}

/** Drops side by side across `wallWidth`, a part drop counted whole. */
export const dropsAcross = (wallWidth: number, rollWidth: number) => wholePackages(wallWidth, rollWidth);
