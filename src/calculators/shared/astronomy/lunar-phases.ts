/*
 * Instants of the Moon's principal phases after Jean Meeus, "Astronomical Algorithms" (2nd ed.,
 * 1998), chapter 49. The phases are defined, as by the US Naval Observatory, by the excess of the
 * Moon's apparent geocentric ecliptic longitude over the Sun's reaching 0° (new moon), 90° (first
 * quarter), 180° (full moon) and 270° (last quarter) — not by the lit fraction, whose extremes can
 * be half an hour away when the Moon is far from the ecliptic. A mean instant (formula 49.1) is
 * corrected by periodic terms in the Sun's and Moon's anomalies and the Moon's argument of
 * latitude, and by 14 small planetary terms. The result is in Terrestrial (Dynamical) Time; ΔT
 * turns it into Universal Time.
 */
import { instantOfJulianDay, julianDayOfInstant } from './julian-day.ts';
import { deltaT } from './delta-t.ts';

export type PrincipalPhase = 'new' | 'firstQuarter' | 'full' | 'lastQuarter';

export interface PhaseEvent {
  phase: PrincipalPhase;
  /** Milliseconds since the Unix epoch (Universal Time). */
  instant: number;
}

export const PHASE_NAMES: Record<PrincipalPhase, string> = {
  new: 'New moon',
  firstQuarter: 'First quarter',
  full: 'Full moon',
  lastQuarter: 'Last quarter',
};

/** In the order of k's fraction: k + 0 is a new moon, k + 0.25 a first quarter, and so on. */
const PHASES: readonly PrincipalPhase[] = ['new', 'firstQuarter', 'full', 'lastQuarter'];

/** Mean synodic month in days, the k coefficient of formula 49.1. */
const SYNODIC_MONTH = 29.530588861;
/** JDE of the mean new moon k = 0 (2000 January 6), formula 49.1. */
const EPOCH_JDE = 2_451_550.09766;

/**
 * Periodic terms for new and full moon (Meeus ch. 49, the "New Moon" and "Full Moon" columns), in
 * days: [new-moon amplitude, full-moon amplitude, power of E, multiples of M, M′, F, Ω] for the
 * term amplitude · Eⁿ · sin(a·M + b·M′ + c·F + d·Ω).
 */
const NEW_FULL_TERMS: readonly (readonly [number, number, number, number, number, number, number])[] = [
  [-0.4072, -0.40614, 0, 0, 1, 0, 0],
  [0.17241, 0.17302, 1, 1, 0, 0, 0],
  [0.01608, 0.01614, 0, 0, 2, 0, 0],
  [0.01039, 0.01043, 0, 0, 0, 2, 0],
  [0.00739, 0.00734, 1, -1, 1, 0, 0],
  [-0.00514, -0.00515, 1, 1, 1, 0, 0],
  [0.00208, 0.00209, 2, 2, 0, 0, 0],
  [-0.00111, -0.00111, 0, 0, 1, -2, 0],
  [-0.00057, -0.00057, 0, 0, 1, 2, 0],
  [0.00056, 0.00056, 1, 1, 2, 0, 0],
  [-0.00042, -0.00042, 0, 0, 3, 0, 0],
  [0.00042, 0.00042, 1, 1, 0, 2, 0],
  [0.00038, 0.00038, 1, 1, 0, -2, 0],
  [-0.00024, -0.00024, 1, -1, 2, 0, 0],
  [-0.00017, -0.00017, 0, 0, 0, 0, 1],
  [-0.00007, -0.00007, 0, 2, 1, 0, 0],
  [0.00004, 0.00004, 0, 0, 2, -2, 0],
  [0.00004, 0.00004, 0, 3, 0, 0, 0],
  [0.00003, 0.00003, 0, 1, 1, -2, 0],
  [0.00003, 0.00003, 0, 0, 2, 2, 0],
  [-0.00003, -0.00003, 0, 1, 1, 2, 0],
  [0.00003, 0.00003, 0, -1, 1, 2, 0],
  [-0.00002, -0.00002, 0, -1, 1, -2, 0],
  [-0.00002, -0.00002, 0, 1, 3, 0, 0],
  [0.00002, 0.00002, 0, 0, 4, 0, 0],
];

/** Periodic terms for the quarters (Meeus ch. 49, "First and Last Quarters"), as above with one amplitude. */
const QUARTER_TERMS: readonly (readonly [number, number, number, number, number, number])[] = [
  [-0.62801, 0, 0, 1, 0, 0],
  [0.17172, 1, 1, 0, 0, 0],
  [-0.01183, 1, 1, 1, 0, 0],
  [0.00862, 0, 0, 2, 0, 0],
  [0.00804, 0, 0, 0, 2, 0],
  [0.00454, 1, -1, 1, 0, 0],
  [0.00204, 2, 2, 0, 0, 0],
  [-0.0018, 0, 0, 1, -2, 0],
  [-0.0007, 0, 0, 1, 2, 0],
  [-0.0004, 0, 0, 3, 0, 0],
  [-0.00034, 1, -1, 2, 0, 0],
  [0.00032, 1, 1, 0, 2, 0],
  [0.00032, 1, 1, 0, -2, 0],
  [-0.00028, 2, 2, 1, 0, 0],
  [0.00027, 1, 1, 2, 0, 0],
  [-0.00017, 0, 0, 0, 0, 1],
  [-0.00005, 0, -1, 1, -2, 0],
  [0.00004, 0, 0, 2, 2, 0],
  [-0.00004, 0, 1, 1, 2, 0],
  [0.00004, 0, -2, 1, 0, 0],
  [0.00003, 0, 1, 1, -2, 0],
  [0.00003, 0, 3, 0, 0, 0],
  [0.00002, 0, 0, 2, -2, 0],
  [0.00002, 0, -1, 1, 2, 0],
  [-0.00002, 0, 1, 3, 0, 0],
];

/**
 * The additional corrections for all phases (Meeus ch. 49): [A at k = 0 (degrees), degrees per
 * lunation, amplitude (days)] for A1 … A14, arguments driven mostly by the planets.
 */
const PLANETARY_TERMS: readonly (readonly [number, number, number])[] = [
  [299.77, 0.107408, 0.000325],
  [251.88, 0.016321, 0.000165],
  [251.83, 26.651886, 0.000164],
  [349.42, 36.412478, 0.000126],
  [84.66, 18.206239, 0.00011],
  [141.74, 53.303771, 0.000062],
  [207.14, 2.453732, 0.00006],
  [154.84, 7.30686, 0.000056],
  [34.52, 27.261239, 0.000047],
  [207.19, 0.121824, 0.000042],
  [291.34, 1.844379, 0.00004],
  [161.72, 24.198154, 0.000037],
  [239.56, 25.513099, 0.000035],
  [331.55, 3.592518, 0.000023],
];

const RADIANS = Math.PI / 180;
const sin = (degrees: number) => Math.sin(degrees * RADIANS);
const cos = (degrees: number) => Math.cos(degrees * RADIANS);

/** Which phase k stands for: 0 new, 1 first quarter, 2 full, 3 last quarter (k may be negative). */
const quarterOf = (k: number) => (((Math.round(k * 4) % 4) + 4) % 4) as 0 | 1 | 2 | 3;

/**
 * The instant of a principal phase as a Julian Ephemeris Day (Terrestrial Time). `k` counts
 * lunations from the new moon of 2000 January 6: an integer for a new moon, + 0.25 for the first
 * quarter, + 0.5 for the full moon, + 0.75 for the last quarter.
 */
export function phaseJde(k: number): number {
  const t = k / 1236.85;
  const quarter = quarterOf(k);
  const mean = EPOCH_JDE + SYNODIC_MONTH * k + 0.00015437 * t ** 2 - 0.00000015 * t ** 3 + 0.00000000073 * t ** 4;
  // Formulas 49.4–49.7: eccentricity factor, Sun's and Moon's mean anomalies, argument of latitude, node.
  const e = 1 - 0.002516 * t - 0.0000074 * t ** 2;
  const m = 2.5534 + 29.1053567 * k - 0.0000014 * t ** 2 - 0.00000011 * t ** 3;
  const mp = 201.5643 + 385.81693528 * k + 0.0107582 * t ** 2 + 0.00001238 * t ** 3 - 0.000000058 * t ** 4;
  const f = 160.7108 + 390.67050284 * k - 0.0016118 * t ** 2 - 0.00000227 * t ** 3 + 0.000000011 * t ** 4;
  const node = 124.7746 - 1.56375588 * k + 0.0020672 * t ** 2 + 0.00000215 * t ** 3;
  const term = (amplitude: number, power: number, a: number, b: number, c: number, d: number) =>
    amplitude * e ** power * sin(a * m + b * mp + c * f + d * node);

  let periodic: number;
  if (quarter === 0 || quarter === 2) {
    periodic = NEW_FULL_TERMS.reduce(
      (sum, [newMoon, fullMoon, power, a, b, c, d]) =>
        sum + term(quarter === 0 ? newMoon : fullMoon, power, a, b, c, d),
      0,
    );
  } else {
    periodic = QUARTER_TERMS.reduce(
      (sum, [amplitude, power, a, b, c, d]) => sum + term(amplitude, power, a, b, c, d),
      0,
    );
    // W shifts first quarter later and last quarter earlier by about 4 minutes.
    const w =
      0.00306 -
      0.00038 * e * cos(m) +
      0.00026 * cos(mp) -
      0.00002 * cos(mp - m) +
      0.00002 * cos(mp + m) +
      0.00002 * cos(2 * f);
    periodic += quarter === 1 ? w : -w;
  }
  // A1 alone has a T² term.
  const planetary = PLANETARY_TERMS.reduce(
    (sum, [start, rate, amplitude], index) =>
      sum + amplitude * sin(start + rate * k - (index === 0 ? 0.009173 * t ** 2 : 0)),
    0,
  );
  return mean + periodic + planetary;
}

/** Universal Time (ms since the Unix epoch) of a JDE, less ΔT for that moment. */
function universalInstant(jde: number): number {
  const year = 2000 + (jde - 2_451_545) / 365.25;
  return instantOfJulianDay(jde) - deltaT(year) * 1000;
}

/** Every principal phase from `from` (inclusive) to `to` (exclusive), in order. */
export function principalPhases(from: number, to: number): PhaseEvent[] {
  // The periodic terms move a phase less than a day from its mean instant, so one quarter-lunation
  // of margin on either side finds every phase in the range.
  const firstK = Math.floor(((julianDayOfInstant(from) - EPOCH_JDE) / SYNODIC_MONTH) * 4) / 4 - 0.25;
  const lastK = Math.ceil(((julianDayOfInstant(to) - EPOCH_JDE) / SYNODIC_MONTH) * 4) / 4 + 0.25;
  const events: PhaseEvent[] = [];
  for (let k = firstK; k <= lastK; k += 0.25) {
    const instant = universalInstant(phaseJde(k));
    if (instant >= from && instant < to) events.push({ phase: PHASES[quarterOf(k)] ?? 'new', instant });
  }
  return events;
}
