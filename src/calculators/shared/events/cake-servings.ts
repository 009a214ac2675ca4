/*
 * Wilton's wedding cake serving chart: servings of 1 × 2 in (2.5 × 5 cm) cut from a tier of two
 * layers about 4 in (10 cm) tall, by the tier's pan size in inches. Tiers taller than 3 in and up
 * to 6 in give the same count because they are cut in the same pattern.
 */

export type CakeShape = 'round' | 'square';

/** Pan sizes of the chart, in inches across (diameter or side). */
export const CAKE_TIER_SIZES = [6, 8, 10, 12, 14, 16] as const;

export type CakeTierSize = (typeof CAKE_TIER_SIZES)[number];

const WEDDING_SERVINGS: Record<CakeShape, Record<CakeTierSize, number>> = {
  round: { 6: 12, 8: 24, 10: 38, 12: 56, 14: 78, 16: 100 },
  square: { 6: 18, 8: 32, 10: 50, 12: 72, 14: 98, 16: 128 },
};

/** Wedding servings of one tier of `size` inches. */
export function weddingServings(shape: CakeShape, size: CakeTierSize): number {
  return WEDDING_SERVINGS[shape][size];
}
