import { asShown, defineCalculator, number, out } from '../../engine/index.ts';
import { CIRCUMFERENCE_UNITS, sexInput } from '../shared/presets/body-fields.ts';
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
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: CIRCUMFERENCE_UNITS,
    default: defaultCm,
    min: 40,
    max: 250,
  });

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
  examples: [
    {
      inputs: { sex: 'female', waist: { value: 28, unit: 'in' }, hip: { value: 35, unit: 'in' } },
      expect: { ratio: 0.8, risk: 'Below the WHO cut-off for substantially increased risk' },
      tolerance: 0.005,
      source:
        'Wikipedia "Waist–hip ratio" and Calico Health: a 28 in (71 cm) waist and 35 in (89 cm) hips give 28 ÷ 35 = 0.8; WHO 2008 cut-off for women is 0.85',
    },
    {
      inputs: { sex: 'female', waist: { value: 41, unit: 'in' }, hip: { value: 50, unit: 'in' } },
      expect: { ratio: 0.82, waistRisk: 'Substantially increased risk' },
      tolerance: 0.005,
      source:
        'LawyerFree waist-to-hip example: a woman with a 41 in waist and 50 in hips has a ratio of 0.820; WHO 2008: a waist above 88 cm (41 in = 104 cm) is substantially increased risk for women',
    },
    {
      inputs: { sex: 'male', waist: 94, hip: 86 },
      expect: { ratio: 1.093, risk: 'Substantially increased risk (at or above the WHO cut-off)' },
      tolerance: 0.0005,
      source:
        'LawyerFree waist-to-hip example: a man with a 94 cm waist and 86 cm hips has a ratio of 1.093, above the WHO 2008 cut-off of 0.90 for men',
    },
    {
      inputs: { sex: 'male', waist: 90, hip: 100 },
      expect: { ratio: 0.9, risk: 'Substantially increased risk (at or above the WHO cut-off)', cutOff: 0.9 },
      tolerance: 1e-9,
      source:
        'WHO 2008 expert consultation, Table 1: a waist–hip ratio of 0.90 or more in men (here 90 cm ÷ 100 cm = 0.90, exactly on the cut-off) means substantially increased risk of metabolic complications',
    },
    {
      inputs: { sex: 'female', waist: 85, hip: 100 },
      expect: {
        ratio: 0.85,
        cutOff: 0.85,
        risk: 'Substantially increased risk (at or above the WHO cut-off)',
        waistRisk: 'Increased risk',
      },
      tolerance: 1e-9,
      source:
        'WHO 2008 expert consultation (report 2011), Table 1 (cut-off points and risk of metabolic complications): waist–hip ratio ≥ 0.85 in women = substantially increased; waist circumference > 80 cm in women = increased, > 88 cm = substantially increased. Here 85 cm ÷ 100 cm = 0.85, exactly on the ratio cut-off, and an 85 cm waist lies in the increased band',
    },
    {
      inputs: { sex: 'male', waist: 102, hip: 120 },
      expect: {
        ratio: 0.85,
        cutOff: 0.9,
        risk: 'Below the WHO cut-off for substantially increased risk',
        waistRisk: 'Increased risk',
      },
      tolerance: 1e-9,
      source:
        'WHO 2008 expert consultation (report 2011), Table 1: in men a waist > 94 cm = increased risk and > 102 cm = substantially increased (strictly greater than), waist–hip ratio ≥ 0.90 = substantially increased. A 102 cm waist is therefore "increased", not yet "substantially increased", and 102 ÷ 120 = 0.85 is below the 0.90 ratio cut-off',
    },
  ],
});
