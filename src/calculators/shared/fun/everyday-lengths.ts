/*
 * Lengths of everyday things, in metres, each from the body that sets or measures it.
 *
 * Bananas: USDA FoodData Central, "Bananas, raw" (SR Legacy 09040), portion sizes: small 6 to
 * 6⅞ in, medium 7 to 7⅞ in, large 8 to 8⅞ in long. A size is counted at the middle of its band
 * (medium: 7 7⁄16 in), so it is as likely to be a touch longer as shorter.
 * Bank card: ISO/IEC 7810 ID-1, 85.60 mm long. US banknote: Bureau of Engraving and Printing,
 * 6.14 in (155.956 mm) long.
 */
const INCH = 0.0254;

/** The middle of a USDA length band that runs from `inches` to `inches + 7⁄8`. */
const usdaBand = (inches: number) => (inches + 7 / 16) * INCH;

export const BANANA_LENGTHS = {
  small: usdaBand(6),
  medium: usdaBand(7),
  large: usdaBand(8),
} as const;

export const BANANA_SIZE_OPTIONS = [
  { value: 'small', label: 'Small (6 to 6⅞ in, 15 to 17.5 cm)' },
  { value: 'medium', label: 'Medium (7 to 7⅞ in, 18 to 20 cm)' },
  { value: 'large', label: 'Large (8 to 8⅞ in, 20 to 22.5 cm)' },
] as const;

export const BANK_CARD_LENGTH = 0.0856;
export const US_BANKNOTE_LENGTH = 6.14 * INCH;

/** How many things of length `each` laid end to end make `length` (both in the same unit). */
export const howManyLong = (length: number, each: number): number => length / each;
