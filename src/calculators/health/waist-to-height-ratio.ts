import { bandOf, defineCalculator, out } from '../../engine/index.ts';
import { bodyHeightField, circumferenceField } from '../shared/presets/body-fields.ts';

/** The ratio is shown to two decimals, as NICE writes its bands; the band is judged on that figure. */
const RATIO_SHOWN = { decimals: 2 } as const;

/**
 * Bands from NICE guideline CG189 as updated in 2022 (now NG246): 0.4–0.49 healthy central
 * adiposity, 0.5–0.59 increased, 0.6 or more high. NICE gives no band below 0.4.
 */
export function waistToHeightCategory(ratio: number): string {
  return bandOf(
    ratio,
    RATIO_SHOWN,
    [
      [0.4, 'Healthy central adiposity: no increased health risk'],
      [0.5, 'Increased central adiposity: increased health risk'],
      [0.6, 'High central adiposity: high health risk'],
    ],
    'Below 0.4, under the range NICE calls healthy',
  );
}

export default defineCalculator({
  inputs: {
    waist: circumferenceField(
      'Waist',
      'Midway between the lowest rib and the top of the hip bone, after breathing out normally.',
      { default: 80, min: 30, max: 250 },
    ),
    height: bodyHeightField({ default: 170, min: 100, max: 230 }),
  },
  outputs: {
    ratio: out.number({ label: 'Waist-to-height ratio', primary: true, ...RATIO_SHOWN }),
    category: out.text({ label: 'NICE rating (adults)' }),
    waistLimit: out.number({
      label: 'Keep your waist below (half your height)',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in'],
      decimals: 1,
    }),
  },
  validate: ({ waist, height }) =>
    // A waist larger than the whole height is a mix-up of the two fields or of their units.
    waist > height ? [{ field: 'waist', message: 'The waist cannot be more than the height; check both.' }] : [],
  compute: ({ waist, height }) => {
    const ratio = waist / height;
    return { ratio, category: waistToHeightCategory(ratio), waistLimit: height / 2 };
  },
});
