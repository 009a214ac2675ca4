/*
 * Everyday wellbeing arithmetic: sleep, caffeine, alcohol, sun and noise, each from its published
 * model, with the reference figures (limits, half-lives, drink sizes) beside the formula.
 *
 * - sleep-cycles.ts: bedtimes and wake-up times that complete whole sleep cycles, and the adult
 *   sleep-duration bands they are compared with.
 * - alcohol.ts: grams of alcohol in a drink, UK units, each country's standard drink, Watson's
 *   body water and the Widmark blood alcohol concentration.
 * - caffeine.ts: caffeine left after drinks by its half-life, and the EFSA and FDA daily figures.
 * - sun.ts: minutes to a minimal erythema dose by UV index, Fitzpatrick skin type and SPF, and
 *   the WHO UV index categories.
 * - noise.ts: allowed daily time and noise dose by an exchange rate, with the NIOSH and OSHA rules.
 */
