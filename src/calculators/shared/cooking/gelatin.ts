import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Gelatin's setting power is taken as its weight times its Bloom strength. Sheets are sold in
 * grades whose weights make one sheet of any grade set about the same (Gelita's leaf grades:
 * bronze 3.3 g at 140 Bloom, silver 2.5 g at 160, gold 2 g at 200, platinum 1.7 g at 250).
 * US powdered gelatin (Knox) is about 225 Bloom: one ¼ oz envelope, 2¼ teaspoons, sets 2 cups.
 */
export const POWDER_BLOOM = 225;
export const ENVELOPE_KG = toBase('mass', 0.25, 'oz');
export const ENVELOPE_TSP = 2.25;
/** The liquid one envelope sets to an ordinary jelly (Knox). */
export const ENVELOPE_SETS_M3 = toBase('volume', 2, 'cup');

export const SHEET_GRADES = {
  bronze: { label: 'Bronze sheets (3.3 g, 140 Bloom)', kg: 0.0033, bloom: 140 },
  silver: { label: 'Silver sheets (2.5 g, 160 Bloom)', kg: 0.0025, bloom: 160 },
  gold: { label: 'Gold sheets (2 g, 200 Bloom)', kg: 0.002, bloom: 200 },
  platinum: { label: 'Platinum sheets (1.7 g, 250 Bloom)', kg: 0.0017, bloom: 250 },
} as const;

export type SheetGrade = keyof typeof SHEET_GRADES;

/** Sheets of a grade with the setting power of `powderKg` of powdered gelatin. */
export const sheetsForPowder = (powderKg: number, grade: SheetGrade): number =>
  (powderKg * POWDER_BLOOM) / (SHEET_GRADES[grade].kg * SHEET_GRADES[grade].bloom);

/** How firm a set: multiples of the ordinary jelly amount. */
export const FIRMNESS = {
  soft: { label: 'Soft and wobbly (panna cotta, mousse)', factor: 0.75 },
  standard: { label: 'Standard jelly (package directions)', factor: 1 },
  firm: { label: 'Firm, to unmould or slice', factor: 1.5 },
} as const;

export type Firmness = keyof typeof FIRMNESS;
