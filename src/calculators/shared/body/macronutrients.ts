/*
 * Macronutrients of an adult diet: energy per gram, the ranges NASEM advises, and the note on
 * a split of calories into protein, carbohydrate and fat that leaves them.
 */

/** Atwater general factors, kcal per gram (USDA Agriculture Handbook No. 74, 1973). */
export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;

/** Carbohydrate RDA for adults, g/day: the brain's glucose need (NASEM DRI, 2005). */
export const CARB_RDA_GRAMS = 130;

export type Macro = keyof typeof KCAL_PER_GRAM;

export const macroNames: Record<Macro, string> = { protein: 'Protein', carbohydrate: 'Carbohydrate', fat: 'Fat' };

/**
 * Acceptable Macronutrient Distribution Ranges for adults, % of energy (NASEM DRI, 2005; the
 * ranges the Dietary Guidelines for Americans 2020–2025 use).
 */
export const AMDR: Record<Macro, readonly [number, number]> = {
  protein: [10, 35],
  carbohydrate: [45, 65],
  fat: [20, 35],
};

export const macros = Object.keys(KCAL_PER_GRAM) as Macro[];

/** "30", "37.3": percentages and other small figures to at most one decimal. */
export const oneDecimal = (value: number) => Number(value.toFixed(1)).toLocaleString('en-US');

/** Whether the split is within the adult ranges, and what to change when it is not. */
export function amdrNote(shares: Record<Macro, number>, carbGrams: number, goalMode: boolean): string {
  const outside = macros.filter((m) => shares[m] < AMDR[m][0] || shares[m] > AMDR[m][1]);
  const notes =
    outside.length === 0
      ? [
          'All three are within the ranges NASEM advises for adults (protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %).',
        ]
      : outside.map(
          (m) =>
            `${macroNames[m]} at ${oneDecimal(shares[m])} % is outside the ${AMDR[m][0]}–${AMDR[m][1]} % range NASEM advises for adults.`,
        );
  if (goalMode && shares.carbohydrate < AMDR.carbohydrate[0]) {
    notes.push('To raise carbohydrate, choose a diet style with less fat or less protein per kg.');
  } else if (goalMode && shares.carbohydrate > AMDR.carbohydrate[1]) {
    notes.push('To lower carbohydrate, choose a diet style with more fat or more protein per kg.');
  }
  if (carbGrams < CARB_RDA_GRAMS) {
    notes.push(`Carbohydrate is below the ${CARB_RDA_GRAMS} g a day adult RDA.`);
  }
  return notes.join(' ');
}
