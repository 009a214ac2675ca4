import { bandOf, defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { secondsToBurn, SKIN_TYPES, type SkinType, UV_CATEGORIES } from '../shared/wellness/sun.ts';

/** Sunscreen is tested at 2 mg/cm²; reapply at least every 2 hours (WHO, FDA). */
const REAPPLY_SECONDS = 2 * 3600;

export default defineCalculator({
  inputs: {
    uvIndex: number({
      label: 'UV index',
      help: 'From a weather forecast or app; highest around midday.',
      default: 8,
      min: 1,
      max: 20,
      step: 0.5,
      messages: { min: 'Below UV index 1 sunburn is unlikely; enter 1 or more.' },
    }),
    skin: select({
      label: 'Skin type (Fitzpatrick)',
      options: (Object.keys(SKIN_TYPES) as SkinType[]).map((value) => ({ value, label: SKIN_TYPES[value].label })),
      default: 'II',
    }),
    spf: integer({
      label: 'Sunscreen SPF',
      help: '0 for none. SPF assumes a thick coat (about a teaspoon for the face and neck).',
      default: 30,
      min: 0,
      max: 100,
    }),
  },
  outputs: {
    unprotected: out.duration({
      label: 'Time to burn without sunscreen',
      primary: true,
      smallest: 'minute',
      help: 'UV damages skin before it reddens: use sunscreen, shade and clothing whenever the UV index is 3 or more, whatever this time says.',
    }),
    advice: out.text({ label: 'What the UV index calls for (WHO)' }),
    withSunscreen: out.duration({ label: 'Time to burn with the sunscreen, thickly applied', smallest: 'minute' }),
    reapply: out.text({ label: 'Sunscreen' }),
  },
  compute: ({ uvIndex, skin, spf }) => {
    const protectedSeconds = secondsToBurn(skin, uvIndex, spf);
    return {
      unprotected: secondsToBurn(skin, uvIndex),
      advice: bandOf(uvIndex, { decimals: 1 }, UV_CATEGORIES, UV_CATEGORIES[0][1]),
      withSunscreen: protectedSeconds,
      reapply:
        spf > 1 && protectedSeconds > REAPPLY_SECONDS
          ? 'Reapply at least every 2 hours and after swimming or sweating, whatever the SPF; most people apply too thinly to get the full factor.'
          : 'Use sunscreen of SPF 30 or more with shade, clothing and a hat; reapply at least every 2 hours.',
    };
  },
  examples: [
    {
      inputs: { uvIndex: 3, skin: 'IV', spf: 0 },
      expect: { unprotected: 6000, withSunscreen: 6000 },
      tolerance: 1e-6,
      source:
        'WHO Global Solar UV Index (1 UVI = 25 mW/m²) with MED 450 J/m² for type IV (CMAJ Open, Table 1); kefiw "UV Burn Time Calculation": UV 3, type IV, no sunscreen → 450 ÷ (3 × 1.5) = 100 minutes',
    },
    {
      inputs: { uvIndex: 10, skin: 'I', spf: 30 },
      expect: { unprotected: 800, withSunscreen: 24_000 },
      tolerance: 1e-6,
      source:
        'kefiw "UV Burn Time Calculation": UV 10, type I (MED 200 J/m²) unprotected 13 minutes (200 ÷ 0.25 W/m² = 800 s = 13 min 20 s), protected about 6.5 hours with SPF 30 fully applied (400 minutes)',
    },
    {
      inputs: { uvIndex: 11, skin: 'VI', spf: 0 },
      expect: {
        unprotected: 3636.36,
        advice: 'Extreme: avoid being outside at midday; shade, clothing, hat, sunglasses and sunscreen are a must.',
      },
      tolerance: 0.01,
      source:
        'WHO Global Solar UV Index: 11 and above is "extreme"; MED 1000 J/m² for type VI (CMAJ Open, Table 1): 1000 ÷ (11 × 0.025) = 3,636 s, about 61 minutes',
    },
  ],
});
