/*
 * Pool surface and depth. Pool books multiply length × width × depth by 7.5 (rectangle) or 5.9
 * (round and oval) gallons per cubic foot; those are 7.48 gal/ft³ (231 in³ a gallon) and π/4 of it,
 * rounded. Here the area is exact and the unit table converts the volume.
 */

export type PoolShape = 'rectangle' | 'round' | 'oval';

/** Water surface, in the square of the length unit: `width` is ignored for a round pool (length = diameter). */
export function poolSurfaceArea(shape: PoolShape, length: number, width: number): number {
  if (shape === 'rectangle') return length * width;
  if (shape === 'round') return (Math.PI / 4) * length * length;
  return (Math.PI / 4) * length * width;
}

/** Average depth of a pool whose floor slopes evenly from the shallow to the deep end. */
export function averageDepth(shallow: number, deep: number): number {
  return (shallow + deep) / 2;
}

/**
 * Available chlorine, kg, that raises `volume` m³ of water by `ppmRise` parts per million: 1 ppm is
 * 1 mg per litre, i.e. 1 g per m³.
 */
export function chlorineForRise(volume: number, ppmRise: number): number {
  return (volume * ppmRise) / 1000;
}

/** Weight of a dry product (cal-hypo, dichlor, trichlor) of `strengthPercent` available chlorine, kg. */
export function dryProductFor(chlorine: number, strengthPercent: number): number {
  return chlorine / (strengthPercent / 100);
}

/**
 * Volume of a liquid (sodium hypochlorite) of `tradePercent`, m³. Trade percent is grams of available
 * chlorine per 100 mL, so a litre of 12.5 % holds 125 g; that is why 1 US gallon of it raises
 * 10,000 US gallons by 12.5 ppm.
 */
export function liquidProductFor(chlorine: number, tradePercent: number): number {
  return chlorine / (tradePercent * 10);
}
