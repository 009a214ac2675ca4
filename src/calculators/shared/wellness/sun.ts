/*
 * Sunburn: the time for the sun to deliver one minimal erythema dose (MED), the UV dose that
 * just reddens skin, at a given UV index.
 */

/** One unit of the UV index is 25 mW/m² of erythemally weighted irradiance (WHO, Global Solar UV Index, 2002). */
export const UV_INDEX_W_PER_M2 = 0.025;

/**
 * Fitzpatrick skin types and their typical MED in J/m² (erythemally weighted), as tabulated in
 * CMAJ Open (Table 1, minimal erythemal dose by Fitzpatrick skin type).
 */
export const SKIN_TYPES = {
  I: { label: 'Type I – very pale, always burns, never tans', medJPerM2: 200 },
  II: { label: 'Type II – pale, always burns, sometimes tans', medJPerM2: 250 },
  III: { label: 'Type III – beige to light brown, sometimes burns, always tans', medJPerM2: 300 },
  IV: { label: 'Type IV – light to moderate brown, rarely burns', medJPerM2: 450 },
  V: { label: 'Type V – medium to dark brown, rarely burns', medJPerM2: 600 },
  VI: { label: 'Type VI – dark brown to black, never burns', medJPerM2: 1000 },
} as const;

export type SkinType = keyof typeof SKIN_TYPES;

/** Seconds until one MED at a steady UV index, with a sunscreen multiplying the dose needed by its SPF. */
export function secondsToBurn(skin: SkinType, uvIndex: number, spf = 1): number {
  return (SKIN_TYPES[skin].medJPerM2 * Math.max(1, spf)) / (uvIndex * UV_INDEX_W_PER_M2);
}

/** WHO UV index exposure categories and the protection each calls for. */
export const UV_CATEGORIES = [
  [0, 'Low: you can safely stay outside; sunscreen for long stays if you burn easily.'],
  [3, 'Moderate: seek shade at midday, cover up, wear a hat and sunscreen.'],
  [6, 'High: seek shade at midday, cover up, wear a hat, sunglasses and SPF 30+ sunscreen.'],
  [8, 'Very high: avoid being outside at midday; shade, clothing, hat, sunglasses and sunscreen are a must.'],
  [11, 'Extreme: avoid being outside at midday; shade, clothing, hat, sunglasses and sunscreen are a must.'],
] as const;
