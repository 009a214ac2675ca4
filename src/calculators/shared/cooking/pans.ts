/*
 * Baking pans: the floor area of round, square and rectangular pans and the batter they hold.
 * A Bundt's fluted ring has no simple formula, so it is known by the capacity printed on it and
 * counted as a pan of that volume. Lengths in metres, areas in m², volumes in m³.
 */
export const PAN_SHAPES = [
  { value: 'round', label: 'Round' },
  { value: 'square', label: 'Square' },
  { value: 'rectangle', label: 'Rectangular' },
  { value: 'bundt', label: 'Bundt or tube (by its capacity)' },
] as const;

export type PanShape = (typeof PAN_SHAPES)[number]['value'];

export interface Pan {
  shape: PanShape;
  /** Diameter, side or length. */
  size: number;
  /** Width of a rectangular pan. */
  width: number;
  depth: number;
  /** Capacity of a Bundt or tube pan. */
  capacity: number;
}

/** The floor area of a flat pan; a Bundt's is its capacity spread at the given depth. */
export function panArea(pan: Pan): number {
  if (pan.shape === 'round') return (Math.PI * pan.size ** 2) / 4;
  if (pan.shape === 'square') return pan.size ** 2;
  if (pan.shape === 'rectangle') return pan.size * pan.width;
  return pan.capacity / pan.depth;
}

/** What the pan holds filled to its rim. */
export const panVolume = (pan: Pan): number => (pan.shape === 'bundt' ? pan.capacity : panArea(pan) * pan.depth);

/**
 * The usual advice when the batter ends up deeper or shallower (King Arthur Baking): deeper
 * batter bakes at 25 °F less for longer, shallower batter at 25 °F more for less time.
 */
export function bakingAdvice(depthRatio: number): string {
  if (depthRatio > 1.1) return 'Batter is deeper: lower the oven by 25 °F (15 °C), bake longer and test for doneness.';
  if (depthRatio < 0.9) return 'Batter is shallower: raise the oven by 25 °F (15 °C) and start checking early.';
  return 'Same depth of batter: same temperature and about the same time; start checking a few minutes early.';
}
