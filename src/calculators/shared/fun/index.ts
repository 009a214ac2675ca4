/*
 * Fun: the real figures and small sums behind the funny hub's silly questions.
 *
 * - everyday-lengths.ts: lengths of everyday things (a banana by USDA size, a bank card by ISO/IEC
 *   7810, a US banknote by the Bureau of Engraving and Printing) and "how many of them" a length is.
 * - lifetime.ts: how often a habit happens over years (52.1775 weeks a year).
 * - life-span.ts: the time a daily habit fills over years, and its share of a waking day.
 * - subscriptions.ts: monthly subscriptions paid over months, with a yearly price rise.
 * - pizza.ts: a slice of 14-inch cheese pizza (USDA kcal) and the pizzas a party needs.
 * - planets.ts: the planets' surface gravity, sidereal year and distances from Earth (NASA Planetary
 *   Fact Sheet), and the Moon's perigee and apogee.
 * - travel.ts: how long an absurd trip takes at a steady speed, some hours of each day.
 * - caffeine.ts: caffeine in everyday drinks (USDA) and the doses toxicology calls dangerous.
 * - doubling.ts: folds that double a thickness, and Gallivan's length of paper for n folds.
 * - share-line.ts: the one-sentence result a funny tool shares.
 * - landmarks.ts: heights of famous landmarks (NPS, SETE, Emaar, the 2020 Everest survey) to compare a stack with.
 */
export {};
