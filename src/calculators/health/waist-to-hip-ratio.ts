import { asShown, defineCalculator, out } from '../../engine/index.ts';
import { circumferenceField, sexInput } from '../shared/presets/body-fields.ts';
import { toCentimetres, type Sex } from '../shared/body/anthropometry.ts';

/**
 * WHO, "Waist circumference and waist–hip ratio: report of a WHO expert consultation" (Geneva,
 * 8–11 December 2008), Table 1: cut-offs for the risk of metabolic complications.
 */
const WHO_CUT_OFFS: Record<Sex, { ratio: number; waistIncreasedCm: number; waistSubstantialCm: number }> = {
  female: { ratio: 0.85, waistIncreasedCm: 80, waistSubstantialCm: 88 },
  male: { ratio: 0.9, waistIncreasedCm: 94, waistSubstantialCm: 102 },
};

/** The ratio is shown to two decimals, as WHO writes its cut-offs; the rating is judged on that figure. */
const RATIO_SHOWN = { decimals: 2 } as const;

export function ratioRisk(sex: Sex, ratio: number): string {
  return asShown(ratio, RATIO_SHOWN) >= WHO_CUT_OFFS[sex].ratio
    ? 'Substantially increased risk (at or above the WHO cut-off)'
    : 'Below the WHO cut-off for substantially increased risk';
}

/** The same report's waist-only cut-offs, which WHO gives as "greater than". */
export function waistRisk(sex: Sex, waistCm: number): string {
  const { waistIncreasedCm, waistSubstantialCm } = WHO_CUT_OFFS[sex];
  if (waistCm > waistSubstantialCm + 1e-9) return 'Substantially increased risk';
  if (waistCm > waistIncreasedCm + 1e-9) return 'Increased risk';
  return 'No increased risk';
}

const circumference = (label: string, help: string, defaultCm: number) =>
  circumferenceField(label, help, { default: defaultCm, min: 40, max: 250 });

export default defineCalculator({
  inputs: {
    sex: sexInput(),
    waist: circumference(
      'Waist',
      'Midway between the lowest rib and the top of the hip bone, after breathing out gently.',
      76,
    ),
    hip: circumference('Hips', 'Around the widest part of the buttocks, tape level with the floor.', 98),
  },
  outputs: {
    ratio: out.number({ label: 'Waist-to-hip ratio', primary: true, ...RATIO_SHOWN }),
    risk: out.text({ label: 'WHO waist-to-hip rating' }),
    cutOff: out.number({ label: 'WHO cut-off for your sex', decimals: 2 }),
    waistRisk: out.text({ label: 'WHO waist circumference rating' }),
  },
  validate: ({ waist, hip }) => {
    // A waist more than twice the hips, or under a third of them, is a swapped or mistyped measurement.
    if (waist > 2 * hip) return [{ field: 'hip', message: 'The hips look too small for this waist; check both.' }];
    if (waist * 3 < hip) return [{ field: 'waist', message: 'The waist looks too small for these hips; check both.' }];
    return [];
  },
  compute: ({ sex, waist, hip }) => {
    const ratio = waist / hip;
    return {
      ratio,
      risk: ratioRisk(sex, ratio),
      cutOff: WHO_CUT_OFFS[sex].ratio,
      waistRisk: waistRisk(sex, toCentimetres(waist)),
    };
  },
});
