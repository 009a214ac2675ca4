// The few parts of the astronomia package (which ships no types) the season table generator uses.
declare module 'astronomia/data/vsop87Bearth' {
  const earth: object;
  export default earth;
}

declare module 'astronomia/planetposition' {
  /** A planet's position theory built from its VSOP87 series. */
  export const Planet: new (theory: object) => object;
}

declare module 'astronomia/solstice' {
  /** The instant (JDE) of an equinox or solstice of `year` from the full VSOP87 theory. */
  type Season = (year: number, planet: object) => number;
  export const march2: Season;
  export const june2: Season;
  export const september2: Season;
  export const december2: Season;
}
