/*
 * Arithmetic of the pet calculators: kilograms, milligrams and 'YYYY-MM-DD' dates in, the
 * published veterinary figures' results out.
 *
 * - energy.ts: the resting energy requirement (RER = 70 × kg^0.75) and the life-stage factors
 *   that turn it into a daily energy requirement (MER), with the Merck tables for dogs and cats;
 *   the same kg^0.75 scaling with the bird and reptile constants.
 * - dosing.ts: a prescribed dose per kilogram into milligrams, practical tablet pieces or millilitres.
 * - gestation.ts: a due-date window from a mating, ovulation or hormone-peak date and a cited
 *   range of pregnancy lengths.
 * - portions.ts: daily food from a calorie target and the label's kcal per cup and per kg.
 * - human-years.ts: a pet's age in human years read from a published whole-year chart.
 * - body-condition.ts: the WSAVA 9-point body condition score and the ideal weight it implies.
 * - poison-lines.ts: the animal poison control numbers every toxicity tool shows first.
 * - growth.ts: puppy growth by adult size class (half and full adult weight ages) and the kitten
 *   weight chart.
 * - water-needs.ts: daily water by species (cats, rabbits, horses) and reptile fluids, as cited
 *   mL/kg ranges, and the water in food.
 * - horses.ts: heart-girth weight divisors, mare gestation, forage share and NRC 2007 digestible
 *   energy by workload.
 * - incubation.ts: incubation, lockdown and candling days of poultry eggs by species.
 * - poultry.ts: a backyard flock's feed per bird and its water at a given temperature.
 * - tortoises.ts: the Jackson ratio and its published range.
 * - aquarium.ts: tank volume by shape, the heater rule of thumb and treatment doses in mg/L.
 * - small-mammals.ts: rabbit gestation and nest-box day, guinea pig vitamin C needs.
 * - units.ts: the engine's unit conversions, for formulas written in named units.
 */
export {};
