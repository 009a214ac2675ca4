/*
 * Reference figures for horses, each with its source.
 */

/**
 * Heart-girth tape formula: weight (lb) = girth² × length ÷ divisor, girth and length in inches
 * (Penn State Extension and University of Minnesota Extension): 330 for adult horses, 299 for
 * ponies, 301 for yearlings and 280 for weanlings.
 */
export const GIRTH_DIVISORS = {
  adult: { label: 'Adult horse (÷ 330)', divisor: 330 },
  pony: { label: 'Pony (÷ 299)', divisor: 299 },
  yearling: { label: 'Yearling (÷ 301)', divisor: 301 },
  weanling: { label: 'Weanling (÷ 280)', divisor: 280 },
} as const;

/** Carroll and Huntington (1988), Equine Vet J 20: weight (kg) = girth² × length ÷ 11,880, in cm. */
export const METRIC_GIRTH_DIVISOR = 11_880;

/**
 * Mare gestation from the last breeding: about 340 days, normal foaling from 320 to 370 days
 * (Merck Veterinary Manual, Breeding Soundness and Management of Mares).
 */
export const MARE_GESTATION = { earliest: 320, typical: 340, latest: 370 };

/**
 * Daily forage dry matter as a share of body weight: 1.5–2.5 % (NRC 2007, Nutrient Requirements
 * of Horses; Merck Veterinary Manual, Nutritional Requirements of Horses).
 */
export const FORAGE_PERCENT_OPTIONS = [
  { value: '1.5', label: '1.5 % of body weight (easy keeper, the minimum)' },
  { value: '2', label: '2 % of body weight (typical)' },
  { value: '2.5', label: '2.5 % of body weight (hard keeper, growth or hard work)' },
] as const;

/**
 * Digestible energy (Mcal a day) per kg of body weight, NRC 2007 (table 16-3 and chapter 1):
 * maintenance 0.0303 (minimum), 0.0333 (average) and 0.0363 (elevated) × BW; work multiplies
 * average maintenance by 1.2 (light), 1.4 (moderate) and 1.6 (heavy), and elevated maintenance
 * by 1.9 (very heavy).
 */
export const WORKLOADS = {
  minimum: { label: 'Maintenance, minimum (sedentary, calm)', perKg: 0.0303 },
  average: { label: 'Maintenance, average', perKg: 0.0333 },
  elevated: { label: 'Maintenance, elevated (alert, active)', perKg: 0.0363 },
  light: { label: 'Light work (1–3 h a week, mostly walk and trot)', perKg: 0.0333 * 1.2 },
  moderate: { label: 'Moderate work (3–5 h a week, some canter and jumping)', perKg: 0.0333 * 1.4 },
  heavy: { label: 'Heavy work (4–5 h a week, galloping, eventing)', perKg: 0.0333 * 1.6 },
  veryHeavy: { label: 'Very heavy work (racing, endurance)', perKg: 0.0363 * 1.9 },
} as const satisfies Record<string, { label: string; perKg: number }>;
