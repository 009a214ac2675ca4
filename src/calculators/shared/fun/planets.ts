/*
 * The planets (and the Moon and Pluto) as the funny tools use them, from NASA's fact sheets
 * (NSSDCA, nssdc.gsfc.nasa.gov/planetary/factsheet/):
 *
 * - gravity: surface gravity in m/s², the "Gravity" row of the Planetary Fact Sheet – Metric (at the
 *   equator; for the giant planets at the 1-bar level of the atmosphere). Earth's is 9.8.
 * - year: the sidereal orbit period in Earth days, from each planet's own fact sheet.
 * - closest, farthest: the "Earth/planet distance" minimum and maximum of each planet's own fact
 *   sheet, in millions of km (for the Moon, its perigee and apogee on the Moon Fact Sheet).
 */
export interface Planet {
  label: string;
  gravity: number;
  year: number;
  closest: number;
  farthest: number;
}

const MILLION_KM = 1e9;

export const PLANETS = {
  mercury: { label: 'Mercury', gravity: 3.7, year: 87.969, closest: 77.3, farthest: 221.9 },
  venus: { label: 'Venus', gravity: 8.9, year: 224.701, closest: 38.2, farthest: 261.0 },
  earth: { label: 'Earth', gravity: 9.8, year: 365.256, closest: 0, farthest: 0 },
  moon: { label: 'the Moon', gravity: 1.6, year: 365.256, closest: 0.3633, farthest: 0.4055 },
  mars: { label: 'Mars', gravity: 3.7, year: 686.98, closest: 54.6, farthest: 401.4 },
  jupiter: { label: 'Jupiter', gravity: 23.1, year: 4332.589, closest: 588.5, farthest: 968.5 },
  saturn: { label: 'Saturn', gravity: 9.0, year: 10_759.22, closest: 1195.5, farthest: 1658.6 },
  uranus: { label: 'Uranus', gravity: 8.7, year: 30_685.4, closest: 2581.9, farthest: 3157.3 },
  neptune: { label: 'Neptune', gravity: 11.0, year: 60_189, closest: 4305.9, farthest: 4687.3 },
  pluto: { label: 'Pluto', gravity: 0.7, year: 90_560, closest: 4284.7, farthest: 7528.0 },
} as const satisfies Record<string, Planet>;

export type PlanetKey = keyof typeof PLANETS;

/** The bodies other than Earth, in order from the Sun (the Moon after Earth). */
export const OTHER_WORLDS = (Object.keys(PLANETS) as PlanetKey[]).filter((key) => key !== 'earth');

/** Planets (not the Moon, which goes round Earth) that have a year of their own. */
export const PLANETS_WITH_YEARS = OTHER_WORLDS.filter((key) => key !== 'moon');

/** Menu options for a choice of world. */
export const worldOptions = (keys: readonly PlanetKey[]) =>
  keys.map((value) => ({ value, label: PLANETS[value].label.replace(/^the /, 'The ') }));

/** What a bathroom scale calibrated on Earth would read there: the reading scaled by gravity. */
export const scaleReadingOn = (key: PlanetKey, earthReading: number): number =>
  (earthReading * PLANETS[key].gravity) / PLANETS.earth.gravity;

/** An age (or any span) in Earth days counted in the planet's own years. */
export const yearsOn = (key: PlanetKey, earthDays: number): number => earthDays / PLANETS[key].year;

/** Distance from Earth in metres: at closest approach, farthest, or halfway between the two. */
export function distanceFromEarth(key: PlanetKey, when: 'closest' | 'typical' | 'farthest'): number {
  const { closest, farthest } = PLANETS[key];
  const millionKm = when === 'closest' ? closest : when === 'farthest' ? farthest : (closest + farthest) / 2;
  return millionKm * MILLION_KM;
}
