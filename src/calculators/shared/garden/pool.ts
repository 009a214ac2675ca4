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
