/*
 * The Jackson ratio (O. F. Jackson, 1980, "Weight and measurement data on tortoises (Testudo
 * graeca and Testudo hermanni) and their relationship to health", J Small Anim Pract 21): body
 * weight in grams over the cube of the straight carapace length in centimetres. Jackson's average
 * line sits near 0.21 g/cm³, and 0.18–0.22 is the range the Tortoise Protection Group accepts
 * for hibernation; lighter tortoises should not hibernate.
 */
export const JACKSON_MINIMUM = 0.18;
export const JACKSON_OPTIMUM = 0.21;
export const JACKSON_HEAVY = 0.23;

/** The ratio is shown with two decimals, as the published figures are. */
export const JACKSON_SHOWN = { decimals: 2 } as const;

export const jacksonRatio = (grams: number, lengthCm: number): number => grams / lengthCm ** 3;
