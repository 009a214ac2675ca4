/*
 * Reverberation time RT60, the time for sound in a room to fall by 60 dB, from the room's volume V
 * (m³), its surface S (m²) and its equivalent absorption area A = Σ Sᵢ αᵢ (m²).
 *
 * - Sabine (1900): RT60 = 0.161 V / A, where 0.161 s/m = 24 ln 10 / c at c ≈ 343 m/s.
 * - Eyring (1930): RT60 = 0.161 V / (−S ln(1 − ᾱ)), with the mean coefficient ᾱ = A / S; it is
 *   shorter than Sabine's and fits rooms with much absorption.
 */

const SABINE_CONSTANT = 0.161;

export const sabineRt60 = (volume: number, absorptionArea: number) => (SABINE_CONSTANT * volume) / absorptionArea;

/** Eyring's time; 0 for a room that absorbs everything (ᾱ = 1). */
export function eyringRt60(volume: number, surface: number, absorptionArea: number): number {
  const meanAlpha = absorptionArea / surface;
  if (meanAlpha >= 1) return 0;
  return (SABINE_CONSTANT * volume) / (-surface * Math.log(1 - meanAlpha));
}
