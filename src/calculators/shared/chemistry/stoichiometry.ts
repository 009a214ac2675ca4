import { balance, equationText, readEquation, type Species } from './equation.ts';
import { molarMass } from './molar-mass.ts';

/*
 * Grams and moles through a balanced equation: moles of a reactant = grams ÷ molar mass; moles
 * of a product = reactant moles × product coefficient ÷ reactant coefficient (OpenStax
 * Chemistry 2e, section 4.3).
 */

export interface Reaction {
  species: Species[];
  coefficients: number[];
  text: string;
}

export function balancedReaction(equation: string): Reaction | { problem: string } {
  const read = readEquation(equation);
  if (!read.ok) return { problem: read.message };
  const balanced = balance(read.species);
  if (!balanced.ok) return { problem: balanced.message };
  return {
    species: read.species,
    coefficients: balanced.coefficients,
    text: equationText(read.species, balanced.coefficients),
  };
}

const sameFormula = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/** Where a substance is in the reaction, on the given side; -1 when it is not there. */
export const indexOf = (reaction: Reaction, formula: string, side: Species['side']): number =>
  reaction.species.findIndex((one) => one.side === side && sameFormula(one.formula, formula));

/** The message for a substance field naming something that is not on its side of the equation. */
export function substanceProblem(reaction: Reaction, field: string, formula: string, side: Species['side']) {
  if (indexOf(reaction, formula, side) >= 0) return [];
  const names = reaction.species.filter((one) => one.side === side).map((one) => one.formula);
  return [{ field, message: `Enter one of the ${side}s as written in the equation: ${names.join(', ')}.` }];
}

export const molarMassOf = (reaction: Reaction, index: number): number =>
  molarMass(reaction.species[index]?.counts ?? new Map<string, number>());

/** Moles of substance `to` made or used per mole of substance `from`. */
export const moleRatio = (reaction: Reaction, from: number, to: number): number =>
  (reaction.coefficients[to] ?? 1) / (reaction.coefficients[from] ?? 1);

/** Grams (kg in, kg out, as the engine's mass unit) of substance `to` from a mass of substance `from`. */
export function massThrough(reaction: Reaction, from: number, massKg: number, to: number) {
  const moles = (massKg * 1000) / molarMassOf(reaction, from);
  const productMoles = moles * moleRatio(reaction, from, to);
  return { moles, productMoles, productKg: (productMoles * molarMassOf(reaction, to)) / 1000 };
}
