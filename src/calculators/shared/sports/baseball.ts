/*
 * Baseball and softball rates as the Official Baseball Rules define them (rule 9.21 for the
 * percentages, 9.22 for the earned run average), with innings pitched written the way a box
 * score writes them: 6.1 is six innings and one out, 6.2 six innings and two outs.
 */

/** Outs recorded in a box-score innings figure (6.2 → 20), or undefined when the tenths are not 0, 1 or 2. */
export function outsFromInnings(innings: number): number | undefined {
  if (!Number.isFinite(innings) || innings < 0) return undefined;
  const whole = Math.floor(innings);
  const tenths = Math.round((innings - whole) * 10);
  if (tenths > 2 || Math.abs(innings - whole - tenths / 10) > 1e-9) return undefined;
  return whole * 3 + tenths;
}

/** The field message for an innings figure whose tenths are not outs. */
export const INNINGS_NOTATION_MESSAGE =
  'Write innings as a box score does: 6.1 for six innings and one out, 6.2 for two outs (never .3 or more).';

/** Batting average: hits ÷ at-bats. */
export const battingAverage = (hits: number, atBats: number) => hits / atBats;

export interface PlateRecord {
  atBats: number;
  hits: number;
  doubles: number;
  triples: number;
  homeRuns: number;
  walks: number;
  hitByPitch: number;
  sacrificeFlies: number;
}

/** Total bases: one for each single, two for a double, three for a triple, four for a home run. */
export const totalBases = (r: PlateRecord) => r.hits + r.doubles + 2 * r.triples + 3 * r.homeRuns;

/** On-base percentage, rule 9.21(b): (H + BB + HBP) ÷ (AB + BB + HBP + SF). */
export function onBasePercentage(r: PlateRecord): number {
  const timesOn = r.hits + r.walks + r.hitByPitch;
  const chances = r.atBats + r.walks + r.hitByPitch + r.sacrificeFlies;
  return chances === 0 ? 0 : timesOn / chances;
}

/** Slugging percentage, rule 9.21(a): total bases ÷ at-bats. */
export const sluggingPercentage = (r: PlateRecord) => (r.atBats === 0 ? 0 : totalBases(r) / r.atBats);

/** A rate per nine innings (earned run average, strikeouts per nine) from outs recorded. */
export const perNineInnings = (count: number, outs: number) => (count * 27) / outs;

/** WHIP: walks plus hits allowed per inning pitched. */
export const walksAndHitsPerInning = (walks: number, hits: number, outs: number) => ((walks + hits) * 3) / outs;
