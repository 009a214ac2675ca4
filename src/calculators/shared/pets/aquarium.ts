import { fromBase } from './units.ts';

/*
 * Aquarium arithmetic: the water volume of the common tank shapes (plane areas times the water
 * depth, CRC Standard Mathematical Tables, "Mensuration"), the heater rule of thumb and
 * treatment doses in mg/L.
 */

/** Inside measurements in metres: length (or diameter, or hexagon side), width, water depth. */
export interface TankSize {
  length: number;
  width: number;
  depth: number;
}

export const TANK_SHAPES = {
  rectangle: { label: 'Rectangular', lengthLabel: 'Length', area: ({ length, width }: TankSize) => length * width },
  cylinder: {
    label: 'Round (cylinder)',
    lengthLabel: 'Diameter',
    area: ({ length }: TankSize) => (Math.PI * length ** 2) / 4,
  },
  hexagon: {
    label: 'Hexagonal (regular)',
    lengthLabel: 'Length of one side',
    area: ({ length }: TankSize) => ((3 * Math.sqrt(3)) / 2) * length ** 2,
  },
  corner: {
    label: 'Corner (quarter circle)',
    lengthLabel: 'Length of a straight side (the radius)',
    area: ({ length }: TankSize) => (Math.PI * length ** 2) / 4,
  },
} as const;

export type TankShape = keyof typeof TANK_SHAPES;

/** Water volume in cubic metres. */
export const tankVolume = (shape: TankShape, size: TankSize): number => TANK_SHAPES[shape].area(size) * size.depth;

/** Density of fresh water near room temperature, 0.998 kg/L at 20 °C (CRC Handbook). */
export const FRESH_WATER_KG_PER_LITRE = 0.998;

/**
 * Heater rule of thumb: about 5 W per US gallon for every 10 °F the water is kept above the room
 * (0.5 W per gallon per °F), the upper end of the usual 2.5–5 W per gallon guideline.
 */
export const WATTS_PER_GALLON_PER_F = 0.5;

/** Heater sizes sold in most ranges, in watts. */
export const HEATER_SIZES = [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 800, 1000] as const;

/** Watts for `volume` (m³) and a temperature rise `riseKelvin` (a temperature difference). */
export function heaterWatts(volume: number, riseKelvin: number): number {
  const gallons = fromBase('volume', volume, 'gal');
  const riseF = fromBase('temperatureChange', Math.max(0, riseKelvin), 'f');
  return gallons * riseF * WATTS_PER_GALLON_PER_F;
}

/** Milligrams of active ingredient for `mgPerLitre` (ppm) in `volume` (m³). */
export const treatmentMilligrams = (volume: number, mgPerLitre: number): number =>
  fromBase('volume', volume, 'l') * mgPerLitre;

/** The mass of `volume` (m³) of fresh water, in kilograms. */
export const freshWaterKg = (volume: number): number => fromBase('volume', volume, 'l') * FRESH_WATER_KG_PER_LITRE;
