/*
 * Garden, lawn and pool maths several calculators share: the water surface of a pool by its
 * shape, and the per-area rates (seed, fertiliser, water) lawns and beds are measured in.
 *
 * - pool.ts: the surface area of rectangular, round and oval pools, their average depth, and the
 *   chlorine product that raises the water by a number of parts per million.
 * - rates.ts: weights from rates in pounds per 1,000 ft² (seed, fertiliser, nitrogen).
 * - spacing.ts: the ground a plant takes and the row distance in square and triangular grids.
 */
