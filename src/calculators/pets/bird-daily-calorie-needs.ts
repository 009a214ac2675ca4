import { defineCalculator, out, radio } from '../../engine/index.ts';
import { gramsWeightField } from '../shared/presets/grams-weight.ts';
import { BIRD_BMR_CONSTANTS, BIRD_MAINTENANCE_FACTOR, metabolicKcal } from '../shared/pets/energy.ts';

export default defineCalculator({
  inputs: {
    weight: gramsWeightField("Bird's weight", 90, 15_000),
    group: radio({
      label: 'Kind of bird',
      options: [
        { value: 'nonPasserine', label: 'Parrot, pigeon or poultry (non-passerine)' },
        { value: 'passerine', label: 'Canary, finch or other songbird (passerine)' },
      ],
      default: 'nonPasserine',
    }),
  },
  outputs: {
    maintenance: out.number({ label: 'Daily maintenance energy', primary: true, suffix: 'kcal a day', digits: 3 }),
    basal: out.number({ label: 'Basal metabolic rate', suffix: 'kcal a day', digits: 3 }),
  },
  compute: ({ weight, group }) => {
    const basal = metabolicKcal(BIRD_BMR_CONSTANTS[group], weight);
    return { basal, maintenance: basal * BIRD_MAINTENANCE_FACTOR };
  },
});
