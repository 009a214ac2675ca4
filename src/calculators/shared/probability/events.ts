/*
 * Two events A and B (OpenStax Introductory Statistics 2e, §3.1–3.2): the addition rule
 * P(A or B) = P(A) + P(B) − P(A and B), the multiplication rule for independent events
 * P(A and B) = P(A) × P(B), mutually exclusive events P(A and B) = 0, and conditional
 * probability P(A | B) = P(A and B) ÷ P(B). Probabilities here are decimals from 0 to 1.
 */

export type EventRelation = 'independent' | 'exclusive' | 'overlap';

export interface EventProbabilities {
  and: number;
  or: number;
  notA: number;
  notB: number;
  neither: number;
  exactlyOne: number;
  /** undefined when P(B) = 0 (and P(B | A) when P(A) = 0): the condition never happens. */
  aGivenB: number | undefined;
  bGivenA: number | undefined;
}

/** Where float error may leave 1e-17 of difference, the bounds of a probability still hold. */
const EPSILON = 1e-12;

/** Why the inputs cannot all hold at once, with the field to fix, or undefined when they can. */
export function eventsProblem(
  relation: EventRelation,
  a: number,
  b: number,
  both: number,
): { field: 'b' | 'both'; message: string } | undefined {
  if (relation === 'exclusive' && a + b > 1 + EPSILON)
    return {
      field: 'b',
      message:
        'Mutually exclusive events cannot have P(A) + P(B) above 100 %: together they would happen more than always.',
    };
  if (relation !== 'overlap') return undefined;
  if (both > Math.min(a, b) + EPSILON)
    return {
      field: 'both',
      message: 'P(A and B) cannot be more than P(A) or P(B): both happening is never likelier than either.',
    };
  if (both < a + b - 1 - EPSILON)
    return {
      field: 'both',
      message: 'P(A and B) must be at least P(A) + P(B) − 100 %, or P(A or B) would be above 100 %.',
    };
  return undefined;
}

const clamp = (p: number) => Math.min(1, Math.max(0, p));

export function twoEvents(relation: EventRelation, a: number, b: number, given: number): EventProbabilities {
  const and = relation === 'independent' ? a * b : relation === 'exclusive' ? 0 : given;
  const or = clamp(a + b - and);
  return {
    and,
    or,
    notA: 1 - a,
    notB: 1 - b,
    neither: 1 - or,
    exactlyOne: clamp(or - and),
    aGivenB: b > 0 ? clamp(and / b) : undefined,
    bGivenA: a > 0 ? clamp(and / a) : undefined,
  };
}
