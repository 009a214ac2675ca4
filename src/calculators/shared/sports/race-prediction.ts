/** Riegel's fatigue exponent for trained runners (Riegel 1981, American Scientist 69:285). */
export const RIEGEL_EXPONENT = 1.06;

/**
 * Riegel's endurance model, t₂ = t₁ × (d₂ / d₁)^b: the time for `targetMetres` from a time of
 * `knownSeconds` over `knownMetres`. With b = 1 the pace stays the same at every distance.
 */
export function riegelTime(
  knownSeconds: number,
  knownMetres: number,
  targetMetres: number,
  exponent = RIEGEL_EXPONENT,
) {
  return knownSeconds * (targetMetres / knownMetres) ** exponent;
}
