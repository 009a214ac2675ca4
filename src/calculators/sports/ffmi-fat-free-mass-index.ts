import { bandOf, checkAll, defineCalculator, out, percent } from '../../engine/index.ts';
import { bodyMassOutput, heightInput, weightInput } from '../shared/presets/body-fields.ts';
import { fatFreeMassIndex, implausibleBmi } from '../shared/body/anthropometry.ts';

const SHOWN = { decimals: 1 } as const;

/**
 * Kouri et al. (1995): the drug-free athletes' normalised FFMI reached "a well-defined limit of
 * 25.0", so a value shown as 25.1 or more lies beyond it.
 */
const KOURI_BANDS = [[25.1, 'Above 25.0, the limit reached by the drug-free athletes of the study']] as const;

export default defineCalculator({
  inputs: {
    weight: weightInput(80),
    height: heightInput(180),
    bodyFat: percent({
      label: 'Body fat',
      help: 'From a DEXA scan, calipers, a body fat scale or the body fat calculator.',
      default: 15,
      min: 3,
      max: 60,
    }),
  },
  outputs: {
    normalized: out.number({ label: 'Normalised FFMI (to 1.80 m)', primary: true, ...SHOWN }),
    ffmi: out.number({ label: 'FFMI', ...SHOWN }),
    fatFree: bodyMassOutput('Fat-free mass'),
    fat: bodyMassOutput('Fat mass'),
    comparison: out.text({ label: 'Compared with Kouri et al. (1995)' }),
  },
  validate: ({ weight, height }) => checkAll(implausibleBmi(weight, height)),
  compute: ({ weight, height, bodyFat }) => {
    const fatFree = weight * (1 - bodyFat / 100);
    const { ffmi, normalized } = fatFreeMassIndex(fatFree, height);
    return {
      normalized,
      ffmi,
      fatFree,
      fat: weight - fatFree,
      comparison: bandOf(normalized, SHOWN, KOURI_BANDS, 'Within the range of the drug-free athletes (up to 25.0)'),
    };
  },
  examples: [
    {
      inputs: { weight: 80, height: 180, bodyFat: 15 },
      expect: { fatFree: 68, ffmi: 20.99, normalized: 20.99 },
      tolerance: 0.005,
      source:
        'Kouri et al., "Fat-free mass index in users and nonusers of anabolic-androgenic steroids" (Clin J Sport Med 1995): FFMI = FFM ÷ height², normalised to a 1.80 m man; worked by hand: 80 × 0.85 = 68 kg, 68 ÷ 1.8² = 20.99, no height correction at 1.80 m',
    },
    {
      inputs: { weight: 80, height: 170, bodyFat: 12.5 },
      expect: { fatFree: 70, ffmi: 24.22, normalized: 24.83 },
      tolerance: 0.005,
      source:
        'Wikipedia, "Fat-free mass index": normalised FFMI = FFM ÷ h² + 6.1 × (1.8 − h); worked by hand: 80 × 0.875 = 70 kg, 70 ÷ 1.7² = 24.22, + 6.1 × 0.1 = 24.83',
    },
  ],
});
