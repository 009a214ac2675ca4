/*
 * Turning a dose the vet prescribed (mg per kg of body weight) into what goes in the animal's
 * mouth. No dose is ever chosen here: the dose per kilogram always comes from the visitor.
 */

/** Milligrams for one dose. */
export const doseMilligrams = (weightKg: number, mgPerKg: number): number => weightKg * mgPerKg;

/** Millilitres of a liquid of `mgPerMl` that hold `doseMg`. */
export const liquidMillilitres = (doseMg: number, mgPerMl: number): number => doseMg / mgPerMl;

/**
 * Tablets for `doseMg`, rounded to the nearest piece the tablet can be split into
 * (`piecesPerTablet` 1 for whole tablets, 2 for halves, 4 for quarters).
 */
export function practicalTablets(doseMg: number, tabletMg: number, piecesPerTablet: number): number {
  return Math.round((doseMg / tabletMg) * piecesPerTablet) / piecesPerTablet;
}

const FRACTION_GLYPHS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** 1.5 → "1½ tablets", 0.25 → "¼ tablet", 2 → "2 tablets". */
export function tabletsInWords(count: number): string {
  const whole = Math.floor(count);
  const part = FRACTION_GLYPHS[count - whole] ?? '';
  const figure = `${whole > 0 || part === '' ? String(whole) : ''}${part}`;
  return `${figure} ${count > 0 && count <= 1 ? 'tablet' : 'tablets'}`;
}
