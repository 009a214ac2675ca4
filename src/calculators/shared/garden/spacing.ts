/*
 * Plants on a grid. In a square grid each plant takes spacing² of ground; in a triangular
 * (staggered, equilateral) grid the rows are spacing × sin 60° = 0.866 × spacing apart, so each
 * plant takes 0.866 × spacing² and about 15 % more plants fit.
 */

export type SpacingPattern = 'square' | 'triangular';

const SIN_60 = Math.sqrt(3) / 2;

/** Ground one plant takes, in the square of the spacing's unit. */
export function groundPerPlant(spacing: number, pattern: SpacingPattern): number {
  return spacing * spacing * (pattern === 'triangular' ? SIN_60 : 1);
}

/** Distance between rows: the spacing itself, or 0.866 of it in a triangular grid. */
export function rowSpacing(spacing: number, pattern: SpacingPattern): number {
  return pattern === 'triangular' ? spacing * SIN_60 : spacing;
}
