/*
 * Many textbook formulas are a product of powers equal to a constant: F = ma is F·m⁻¹·a⁻¹ = 1,
 * KE = ½mv² is KE·m⁻¹·v⁻² = ½. Written that way, any one quantity follows from the others by the
 * same rearrangement, x = (constant ÷ Π others^their exponent)^(1 / its exponent).
 */

/** The exponent of each quantity in Π xᵢ^eᵢ = constant. */
export interface PowerLaw<K extends string> {
  exponents: Readonly<Record<K, number>>;
  constant: number;
}

/** The value of `unknown` that makes the relation hold with the other quantities as given (all > 0). */
export function solvePowerLaw<K extends string>(
  law: PowerLaw<K>,
  known: Readonly<Record<K, number>>,
  unknown: K,
): number {
  let others = 1;
  for (const key of Object.keys(law.exponents) as K[]) {
    if (key !== unknown) others *= known[key] ** law.exponents[key];
  }
  return (law.constant / others) ** (1 / law.exponents[unknown]);
}
