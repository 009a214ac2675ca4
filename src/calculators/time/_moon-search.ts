/*
 * The instants of the Moon's principal phases, found by searching suncalc's illuminated
 * fraction: new and full moon are its minimum and maximum, the quarters the moments it passes
 * one half (growing at first quarter, shrinking at last quarter). suncalc's Moon follows Meeus
 * chapter 47, so the instants land within minutes of the USNO's.
 */
import { getMoonIllumination } from 'suncalc';

export type PrincipalPhase = 'new' | 'firstQuarter' | 'full' | 'lastQuarter';

export interface PhaseEvent {
  phase: PrincipalPhase;
  /** Milliseconds since the Unix epoch. */
  instant: number;
}

export const PHASE_NAMES: Record<PrincipalPhase, string> = {
  new: 'New moon',
  firstQuarter: 'First quarter',
  full: 'Full moon',
  lastQuarter: 'Last quarter',
};

/** The mean synodic month (new moon to new moon) in days. */
export const SYNODIC_MONTH = 29.530589;

const HOUR_MS = 3_600_000;
/** Sampling step: short enough that a phase never hides between samples (quarters are 7 days apart). */
const STEP_MS = 24 * HOUR_MS;
/** Refine each instant to within about a minute, well inside the method's own error. */
const PRECISION_MS = 60_000;

const illuminated = (instant: number) => getMoonIllumination(new Date(instant)).fraction;

/**
 * The extremum of the illuminated fraction near `centre`, where samples `half` apart either side
 * bracket it: the vertex of the parabola through three samples, resampled closer each round.
 */
function extremum(centre: number, half: number): number {
  let middle = centre;
  let spread = half;
  let [left, here, right] = [illuminated(middle - spread), illuminated(middle), illuminated(middle + spread)];
  for (;;) {
    const curvature = left - 2 * here + right;
    // A flat or kinked curve has no better vertex than the middle sample.
    const shift = curvature === 0 ? 0 : (spread * (left - right)) / (2 * curvature);
    middle += Math.max(-spread, Math.min(spread, shift));
    if (spread <= PRECISION_MS) return middle;
    spread /= 10;
    [left, here, right] = [illuminated(middle - spread), illuminated(middle), illuminated(middle + spread)];
  }
}

/** The moment the illuminated fraction passes one half between two instants (false position, Illinois variant). */
function halfLit(low: number, high: number): number {
  let [a, b] = [low, high];
  let [fa, fb] = [illuminated(a) - 0.5, illuminated(b) - 0.5];
  let side = 0;
  while (b - a > PRECISION_MS) {
    const c = fb === fa ? (a + b) / 2 : b - (fb * (b - a)) / (fb - fa);
    const fc = illuminated(c) - 0.5;
    if (fc === 0) return c;
    if (fc < 0 === fb < 0) {
      [b, fb] = [c, fc];
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      [a, fa] = [c, fc];
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return (a + b) / 2;
}

/** Every principal phase from `from` (inclusive) to `to` (exclusive), in order. */
export function principalPhases(from: number, to: number): PhaseEvent[] {
  const events: PhaseEvent[] = [];
  let now = from;
  let fractionBefore = illuminated(from - STEP_MS);
  let fractionNow = illuminated(now);
  while (now < to + STEP_MS) {
    const after = now + STEP_MS;
    const fractionAfter = illuminated(after);
    if (fractionNow < fractionBefore && fractionNow <= fractionAfter) {
      events.push({ phase: 'new', instant: extremum(now, STEP_MS) });
    } else if (fractionNow > fractionBefore && fractionNow >= fractionAfter) {
      events.push({ phase: 'full', instant: extremum(now, STEP_MS) });
    }
    if (fractionNow < 0.5 !== fractionAfter < 0.5) {
      const rising = fractionAfter > fractionNow;
      events.push({ phase: rising ? 'firstQuarter' : 'lastQuarter', instant: halfLit(now, after) });
    }
    fractionBefore = fractionNow;
    now = after;
    fractionNow = fractionAfter;
  }
  return events
    .filter((event) => event.instant >= from && event.instant < to)
    .sort((a, b) => a.instant - b.instant)
    .filter((event, index, list) => index === 0 || event.instant - (list[index - 1]?.instant ?? 0) > HOUR_MS);
}
