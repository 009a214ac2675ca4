/*
 * Earth and bulk materials by volume and weight, in SI base units (m³, kg, kg/m³). Earth dug out
 * of the ground ("bank" volume) loosens and takes more room ("loose" volume) by its swell: loose =
 * bank × (1 + swell / 100), as in Peurifoy, Construction Planning, Equipment and Methods, Table 4-1.
 */

/** The weight of a volume of material of the given density. */
export const massOf = (volume: number, density: number) => volume * density;

/** The loose volume a bank volume becomes once dug, with `swellPercent` % swell. */
export const looseVolume = (bankVolume: number, swellPercent: number) => bankVolume * (1 + swellPercent / 100);

/** A round pit or post hole: π d² h / 4. */
export const roundPitVolume = (diameter: number, depth: number) => (Math.PI * diameter * diameter * depth) / 4;
