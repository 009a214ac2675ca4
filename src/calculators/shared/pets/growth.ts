/*
 * How puppies and kittens grow, from published rules of thumb. A puppy reaches about half its
 * adult weight at 4–5 months, giant breeds at 5–6 months (Merck Veterinary Manual, "Dog Physical
 * Characteristics"), and stops gaining at the age its size class matures (Purina Institute,
 * "Puppy Growth Rates": toy 6–9 months, small 8–10, medium up to 12, large 12–18, giant up to 24).
 * Between those points the share of adult weight is read on straight lines, a rough fit to the
 * S-shaped growth curve that the rules describe.
 */

export interface PuppyGrowth {
  label: string;
  /** Weeks at which about half the adult weight is reached: earliest and latest of the range. */
  halfEarliest: number;
  halfLatest: number;
  /** Weeks at which growth ends (the middle of the published range, 4.35 weeks a month). */
  adult: number;
}

export const PUPPY_SIZES = {
  toy: { label: 'Toy: adult under 6 kg (12 lb)', halfEarliest: 17, halfLatest: 22, adult: 33 },
  small: { label: 'Small: adult 6–10 kg (13–20 lb)', halfEarliest: 17, halfLatest: 22, adult: 39 },
  medium: { label: 'Medium: adult 10–25 kg (20–50 lb)', halfEarliest: 17, halfLatest: 22, adult: 52 },
  large: { label: 'Large: adult 25–45 kg (50–100 lb)', halfEarliest: 17, halfLatest: 22, adult: 65 },
  giant: { label: 'Giant: adult over 45 kg (100 lb)', halfEarliest: 22, halfLatest: 26, adult: 91 },
} as const satisfies Record<string, PuppyGrowth>;

/** Share of adult weight (0–1] at `weeks`, with half the adult weight at `half` weeks. */
export function shareOfAdultWeight(weeks: number, half: number, adult: number): number {
  if (weeks >= adult) return 1;
  if (weeks <= half) return (0.5 * weeks) / half;
  return 0.5 + (0.5 * (weeks - half)) / (adult - half);
}

export interface AdultEstimate {
  typical: number;
  low: number;
  high: number;
}

/** Adult weight from a puppy's weight now: a later half-weight age means more growth to come. */
export function puppyAdultWeight(weightKg: number, weeks: number, size: PuppyGrowth): AdultEstimate {
  const middle = (size.halfEarliest + size.halfLatest) / 2;
  return {
    typical: weightKg / shareOfAdultWeight(weeks, middle, size.adult),
    low: weightKg / shareOfAdultWeight(weeks, size.halfEarliest, size.adult),
    high: weightKg / shareOfAdultWeight(weeks, size.halfLatest, size.adult),
  };
}

/*
 * Kittens: about 100 g at birth and about 100 g more each week to 12 weeks (the kitten weight
 * charts of rescue and veterinary nursing guides), 50 g either side being normal. An average
 * domestic cat's adult weight is about 4.5 kg (10 lb).
 */
export const KITTEN_BIRTH_GRAMS = 100;
export const KITTEN_GRAMS_PER_WEEK = 100;
export const KITTEN_BAND_GRAMS = 50;
export const KITTEN_CHART_WEEKS = 12;
export const AVERAGE_ADULT_CAT_KG = 4.5;

export const kittenTypicalGrams = (weeks: number): number => KITTEN_BIRTH_GRAMS + KITTEN_GRAMS_PER_WEEK * weeks;
