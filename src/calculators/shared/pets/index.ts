/*
 * Arithmetic of the pet calculators: kilograms, milligrams and 'YYYY-MM-DD' dates in, the
 * published veterinary figures' results out.
 *
 * - energy.ts: the resting energy requirement (RER = 70 × kg^0.75) and the life-stage factors
 *   that turn it into a daily energy requirement (MER), with the Merck tables for dogs and cats.
 * - dosing.ts: a prescribed dose per kilogram into milligrams, practical tablet pieces or millilitres.
 * - gestation.ts: a due-date window from a mating, ovulation or hormone-peak date and a cited
 *   range of pregnancy lengths.
 * - portions.ts: daily food from a calorie target and the label's kcal per cup and per kg.
 * - human-years.ts: a pet's age in human years read from a published whole-year chart.
 * - body-condition.ts: the WSAVA 9-point body condition score and the ideal weight it implies.
 * - poison-lines.ts: the animal poison control numbers every toxicity tool shows first.
 */
export {};
