/*
 * Instants of the equinoxes and solstices after Jean Meeus, "Astronomical Algorithms" (2nd ed.,
 * 1998), chapter 27: a mean instant from a polynomial in the year (table 27.b, years 1000–3000),
 * corrected by 24 periodic terms (table 27.c), which Meeus puts within a minute for 1951–2050.
 * For 1900–2100 a generated table corrects that to the full VSOP87 theory, within about a second
 * (scripts/season-instants.ts). The result is in Terrestrial (Dynamical) Time; ΔT turns it into
 * Universal Time.
 */
import { instantOfJulianDay } from './julian-day.ts';
import { deltaT } from './delta-t.ts';
import { FIRST_SEASON_YEAR, SEASON_CORRECTIONS } from './season-instants.generated.ts';

export type SeasonEvent = 'march' | 'june' | 'september' | 'december';

export const SEASON_EVENTS: readonly SeasonEvent[] = ['march', 'june', 'september', 'december'];

/** Table 27.b: JDE0 = a + b·Y + c·Y² + d·Y³ + e·Y⁴ with Y = (year − 2000) / 1000. */
const MEAN_INSTANT: Record<SeasonEvent, readonly number[]> = {
  march: [2_451_623.80984, 365_242.37404, 0.05169, -0.00411, -0.00057],
  june: [2_451_716.56767, 365_241.62603, 0.00325, 0.00888, -0.0003],
  september: [2_451_810.21715, 365_242.01767, -0.11575, 0.00337, 0.00078],
  december: [2_451_900.05952, 365_242.74049, -0.06223, -0.00823, 0.00032],
};

/** Table 27.c: amplitude A (in 0.00001 day), phase B (degrees), rate C (degrees per Julian century). */
const PERIODIC_TERMS: readonly (readonly [number, number, number])[] = [
  [485, 324.96, 1934.136],
  [203, 337.23, 32964.467],
  [199, 342.08, 20.186],
  [182, 27.85, 445267.112],
  [156, 73.14, 45036.886],
  [136, 171.52, 22518.443],
  [77, 222.54, 65928.934],
  [74, 296.72, 3034.906],
  [70, 243.58, 9037.513],
  [58, 119.81, 33718.147],
  [52, 297.17, 150.678],
  [50, 21.02, 2281.226],
  [45, 247.54, 29929.562],
  [44, 325.15, 31555.956],
  [29, 60.93, 4443.417],
  [18, 155.12, 67555.328],
  [17, 288.79, 4562.452],
  [16, 198.04, 62894.029],
  [14, 199.76, 31436.921],
  [12, 95.39, 14577.848],
  [12, 287.11, 31931.756],
  [12, 320.81, 34777.259],
  [9, 227.73, 1222.114],
  [8, 15.45, 16859.074],
];

const cosDegrees = (degrees: number) => Math.cos((degrees * Math.PI) / 180);

/** The mean instant (JDE0) of an event, table 27.b. */
export function meanSeasonJde(year: number, event: SeasonEvent): number {
  const y = (year - 2000) / 1000;
  return MEAN_INSTANT[event].reduceRight((sum, coefficient) => sum * y + coefficient, 0);
}

/** How an instant was found: to about a second (1900–2100) or to about a minute (other years). */
export type SeasonAccuracy = 'second' | 'minute';

/** Whether `year` has instants from the full theory (about a second) or only the series (a minute). */
export const seasonAccuracy = (year: number): SeasonAccuracy =>
  SEASON_CORRECTIONS[(year - FIRST_SEASON_YEAR) * 4] === undefined ? 'minute' : 'second';

/** The instant of an equinox or solstice (JDE, Terrestrial Time), to a second from 1900 to 2100. */
export function preciseSeasonJde(year: number, event: SeasonEvent): number {
  const correction = SEASON_CORRECTIONS[(year - FIRST_SEASON_YEAR) * 4 + SEASON_EVENTS.indexOf(event)];
  return seasonJde(year, event) + (correction ?? 0) / 864_000;
}

/** The instant of an equinox or solstice by Meeus's chapter 27 series, as a Julian Ephemeris Day (TT). */
export function seasonJde(year: number, event: SeasonEvent): number {
  const jde0 = meanSeasonJde(year, event);
  const t = (jde0 - 2_451_545) / 36_525;
  const w = 35_999.373 * t - 2.47;
  const deltaLambda = 1 + 0.0334 * cosDegrees(w) + 0.0007 * cosDegrees(2 * w);
  const s = PERIODIC_TERMS.reduce((sum, [a, b, c]) => sum + a * cosDegrees(b + c * t), 0);
  return jde0 + (0.00001 * s) / deltaLambda;
}

export interface SeasonInstant {
  event: SeasonEvent;
  /** Julian Ephemeris Day (Terrestrial Time). */
  jde: number;
  /** TT − UT used, in seconds. */
  deltaT: number;
  /** Milliseconds since the Unix epoch (Universal Time). */
  instant: number;
}

/** The four equinoxes and solstices of a year, March first. */
export function seasonsOfYear(year: number): SeasonInstant[] {
  return SEASON_EVENTS.map((event, index) => {
    const jde = preciseSeasonJde(year, event);
    const correction = deltaT(year + (index * 3 + 2.7) / 12);
    return { event, jde, deltaT: correction, instant: instantOfJulianDay(jde) - correction * 1000 };
  });
}
