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
  examples: [
    {
      inputs: { weight: { value: 1, unit: 'kg' }, group: 'nonPasserine' },
      expect: { basal: 78, maintenance: 117 },
      tolerance: 1e-9,
      source:
        'Harrison and Lightfoot, Clinical Avian Medicine (2006), ch. 4: BMR = K × kg^0.75 with K = 78 for non-passerines, maintenance about 1.5 × BMR: a 1 kg bird, 78 and 117 kcal a day',
    },
    {
      inputs: { weight: { value: 30, unit: 'g' }, group: 'passerine' },
      expect: { basal: 9.3, maintenance: 13.95 },
      tolerance: 0.01,
      source:
        'Harrison and Lightfoot (2006): K = 129 for passerines; a 30 g songbird: 129 × 0.03^0.75 = 9.30 kcal basal, × 1.5 = 13.95 kcal a day',
    },
  ],
});
