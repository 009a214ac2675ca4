/*
 * Chemistry: the elements and chemical formulas behind the science hub's chemistry tools.
 *
 * - elements.ts: the 118 elements with their IUPAC (CIAAW 2021) standard atomic weights.
 * - formula.ts: reading a formula with parentheses, brackets, hydrates (CuSO4·5H2O) and charges
 *   into element counts, with a plain message for what cannot be read.
 * - molar-mass.ts: molar mass and the share of each element by mass.
 * - equation.ts: reading a chemical equation and balancing it exactly (the null space, with fractions).
 * - stoichiometry.ts: moles and grams of a product from a reactant of a balanced equation.
 * - empirical.ts: the empirical formula from grams or percentages of each element.
 */
export {};
