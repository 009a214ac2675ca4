/*
 * Grout for a tiled area: the joints around each tile hold (L + W) of joint length per L × W of
 * face, so the joint volume per area is (L + W) ÷ (L × W) × joint width × joint depth. This is the
 * formula of the grout makers' data sheets (Mapei: (A + B) ÷ (A × B) × C × D × 1.6 kg/m², with 1.6
 * the density of the mixed grout in kg/dm³). Lengths in m, areas in m², volumes in m³.
 */
export interface TileJoint {
  tileLength: number;
  tileWidth: number;
  /** Width of the joint between tiles. */
  joint: number;
  /** How deep the joint is filled: the tile thickness for a full joint. */
  depth: number;
}

/** The volume of grout in `area` of tiling. */
export function groutVolume(area: number, { tileLength, tileWidth, joint, depth }: TileJoint): number {
  return (area * (tileLength + tileWidth) * joint * depth) / (tileLength * tileWidth);
}
