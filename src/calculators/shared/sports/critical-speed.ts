/*
 * Critical speed from two all-out efforts (Wakayoshi et al. 1992, "Determination and validity of
 * critical velocity as an index of swimming performance in the competitive swimmer", Eur. J.
 * Appl. Physiol. 64: 153–157): distance = reserve + critical speed × time is a straight line
 * through the two efforts; its slope is the speed that can be held without tiring fast and its
 * intercept the distance that can be covered above it (the anaerobic reserve, D′).
 */

export interface Effort {
  metres: number;
  seconds: number;
}

/** Critical speed (m/s) and reserve (m) of the line through a shorter and a longer effort. */
export function criticalSpeed(shorter: Effort, longer: Effort): { speed: number; reserve: number } {
  const speed = (longer.metres - shorter.metres) / (longer.seconds - shorter.seconds);
  return { speed, reserve: longer.metres - speed * longer.seconds };
}
