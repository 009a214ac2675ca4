/*
 * The Sun, the planets, the Moon and Pluto: gravitational parameter GM and equatorial radius,
 * from NASA's Planetary Fact Sheet (NSSDCA, nssdc.gsfc.nasa.gov/planetary/factsheet; GM in
 * 10⁶ km³/s², diameter in km) and, for the Sun, the IAU 2015 nominal values (Resolution B3:
 * GM = 1.327 124 4 × 10²⁰ m³/s², radius 695 700 km). GM is known far better than G × mass.
 */

const body = (label: string, gmMillionKm3: number, diameterKm: number) => ({
  label,
  gm: gmMillionKm3 * 1e6 * 1e9,
  radius: (diameterKm / 2) * 1000,
});

export const BODIES = {
  sun: { label: 'Sun', gm: 1.3271244e20, radius: 695_700_000 },
  mercury: body('Mercury', 0.022032, 4879),
  venus: body('Venus', 0.32486, 12_104),
  earth: body('Earth', 0.3986, 12_756),
  moon: body('Moon', 0.0049, 3475),
  mars: body('Mars', 0.042828, 6792),
  jupiter: body('Jupiter', 126.687, 142_984),
  saturn: body('Saturn', 37.931, 120_536),
  uranus: body('Uranus', 5.794, 51_118),
  neptune: body('Neptune', 6.8351, 49_528),
  pluto: body('Pluto', 0.00087, 2376),
} as const;

export type Body = keyof typeof BODIES;

export const bodyChoices = (extra: { value: string; label: string }) => [
  ...Object.entries(BODIES).map(([value, { label }]) => ({ value, label })),
  extra,
];

/** Escape speed from distance r of the centre of a body with parameter GM: √(2GM/r). */
export const escapeSpeed = (gm: number, r: number): number => Math.sqrt((2 * gm) / r);

/** Kepler's third law: period of an orbit of semi-major axis a about GM, T = 2π√(a³/GM). */
export const orbitalPeriod = (gm: number, a: number): number => 2 * Math.PI * Math.sqrt(a ** 3 / gm);

/** The same law solved for the semi-major axis: a = ∛(GM T² / 4π²). */
export const semiMajorAxis = (gm: number, period: number): number => Math.cbrt((gm * period ** 2) / (4 * Math.PI ** 2));
