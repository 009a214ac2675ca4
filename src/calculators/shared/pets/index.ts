/*
 * Arithmetic of the pet calculators: kilograms, milligrams and 'YYYY-MM-DD' dates in, the
 * published veterinary figures' results out.
 *
 * - energy.ts: the resting energy requirement (RER = 70 × kg^0.75) and the life-stage factors
 *   that turn it into a daily energy requirement (MER).
 * - dosing.ts: a prescribed dose per kilogram into milligrams, practical tablet pieces or millilitres.
 * - gestation.ts: a due-date window from a mating, ovulation or hormone-peak date and a cited
 *   range of pregnancy lengths.
 * - poison-lines.ts: the animal poison control numbers every toxicity tool shows first.
 */
export {};
