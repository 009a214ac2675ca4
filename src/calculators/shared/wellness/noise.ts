/*
 * Occupational noise dose by an exchange rate: each `exchange` dB above the criterion level
 * halves the time allowed in a day, starting from 8 hours at the criterion.
 */

export interface NoiseRule {
  /** Level allowed for a full 8-hour day, dBA. */
  criterion: number;
  /** Decibels that halve the allowed time. */
  exchange: number;
  /** Levels below this are not counted in the dose, dBA. */
  threshold: number;
}

/** NIOSH (1998), Criteria for a Recommended Standard, Occupational Noise Exposure: 85 dBA, 3 dB. */
export const NIOSH: NoiseRule = { criterion: 85, exchange: 3, threshold: 80 };

/** OSHA 29 CFR 1910.95, Table G-16 and Appendix A: 90 dBA, 5 dB; levels from 80 dBA counted. */
export const OSHA: NoiseRule = { criterion: 90, exchange: 5, threshold: 80 };

export interface NoisePeriod {
  dBA: number;
  hours: number;
}

/** Hours a day allowed at a steady level: T = 8 ÷ 2^((L − criterion) ÷ exchange). */
export function allowedHours(rule: NoiseRule, dBA: number): number {
  return 8 / Math.pow(2, (dBA - rule.criterion) / rule.exchange);
}

/** Daily noise dose in percent: D = 100 × Σ C ÷ T over the periods at or above the threshold. */
export function noiseDose(rule: NoiseRule, periods: readonly NoisePeriod[]): number {
  return (
    100 * periods.reduce((sum, p) => (p.dBA < rule.threshold ? sum : sum + p.hours / allowedHours(rule, p.dBA)), 0)
  );
}
