/*
 * How long the centre of a vacuum-packed piece takes to come within a whisker of the water bath
 * (Baldwin, "A Practical Guide to Sous Vide Cooking", section 2 and appendix A: heat conduction
 * with the surface held at the bath temperature). The centre's excess temperature falls as the
 * first term of the series solution of the heat equation,
 *   (T_bath − T_centre) / (T_bath − T_start) = C · exp(−λ² α t / R²),
 * where R is the half-thickness (slab) or radius (cylinder, sphere). After a few minutes the later
 * terms are negligible, so solving for t gives the heating time.
 */

/** Thermal diffusivity of lean meat and fish, m²/s (Baldwin, appendix A: α ≈ 1.11 × 10⁻⁷ m²/s). */
export const MEAT_DIFFUSIVITY = 1.11e-7;

/** Baldwin's tables heat the centre to within 0.5 °C (1 °F) of the bath. */
export const CORE_MARGIN_C = 0.5;

/**
 * First eigenvalue λ and coefficient C of the centre temperature for each shape with its surface at
 * the bath temperature: slab λ = π/2, C = 4/π; long cylinder λ = j₀,₁ = 2.404826 (first zero of the
 * Bessel function J₀), C = 2/(λ·J₁(λ)) = 1.60197; sphere λ = π, C = 2 (Carslaw and Jaeger,
 * "Conduction of Heat in Solids", 2nd ed., §3.3, §7.4, §9.3).
 */
export const SHAPES = {
  slab: { label: 'Slab (steak, chop, fillet)', eigenvalue: Math.PI / 2, coefficient: 4 / Math.PI },
  cylinder: { label: 'Cylinder (tenderloin, sausage, rolled roast)', eigenvalue: 2.404826, coefficient: 1.60197 },
  sphere: { label: 'Sphere (meatball, egg-shaped piece)', eigenvalue: Math.PI, coefficient: 2 },
} as const;

export type Shape = keyof typeof SHAPES;

/** Below 54.4 °C (130 °F) food spends too long where bacteria grow: keep it under 4 hours in the bath. */
export const DANGER_ZONE_TOP_C = 54.4;
export const DANGER_ZONE_LIMIT_S = 4 * 3600;

/**
 * Seconds for the centre of a piece `thickness` metres thick (the smallest dimension, so twice R)
 * to rise from `startC` to within `marginC` of `bathC`. Zero when it starts that close already.
 */
export function heatingSeconds(
  thickness: number,
  shape: Shape,
  startC: number,
  bathC: number,
  marginC = CORE_MARGIN_C,
  diffusivity = MEAT_DIFFUSIVITY,
): number {
  const gap = bathC - startC;
  if (gap <= marginC) return 0;
  const { eigenvalue, coefficient } = SHAPES[shape];
  const half = thickness / 2;
  const fourier = Math.log((coefficient * gap) / marginC) / eigenvalue ** 2;
  return Math.max(0, (fourier * half * half) / diffusivity);
}
