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
});
