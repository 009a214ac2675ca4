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
});
