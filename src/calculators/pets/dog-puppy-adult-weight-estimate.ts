import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { bodyMassOutput, bodyWeightField } from '../shared/presets/body-fields.ts';
import { PUPPY_SIZES, puppyAdultWeight, shareOfAdultWeight } from '../shared/pets/growth.ts';

type Size = keyof typeof PUPPY_SIZES;
const SIZE_KEYS = Object.keys(PUPPY_SIZES) as Size[];

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 8, min: 0.2, max: 100 }, "Puppy's weight now"),
    age: number({
      label: "Puppy's age",
      help: 'In weeks (a month is about 4.3 weeks). Before 8 weeks weight says little about adult size.',
      default: 16,
      min: 8,
      max: 130,
      suffix: 'weeks',
      messages: { min: 'Enter 8 weeks or more: younger puppies are still nursing and weaning.' },
    }),
    size: select({
      label: 'Expected adult size',
      options: SIZE_KEYS.map((value) => ({ value, label: PUPPY_SIZES[value].label })),
      default: 'medium',
    }),
  },
  outputs: {
    typical: bodyMassOutput('Estimated adult weight', true),
    low: bodyMassOutput('Lower end of the estimate'),
    high: bodyMassOutput('Upper end of the estimate'),
    share: out.percent({ label: 'Share of adult weight reached now', decimals: 0 }),
  },
  compute: ({ weight, age, size }) => {
    const growth = PUPPY_SIZES[size];
    const estimate = puppyAdultWeight(weight, age, growth);
    const middle = (growth.halfEarliest + growth.halfLatest) / 2;
    return { ...estimate, share: shareOfAdultWeight(age, middle, growth.adult) * 100 };
  },
  examples: [
    {
      inputs: { weight: 10, age: 19.5, size: 'medium' },
      expect: { typical: 20, share: 50 },
      tolerance: 1e-9,
      source:
        'Merck Veterinary Manual, "Dog Physical Characteristics": about one half of the adult body mass is reached by 4–5 months (19.5 weeks is the middle), so a 10 kg puppy then grows to about 20 kg',
    },
    {
      inputs: { weight: 25, age: 24, size: 'giant' },
      expect: { typical: 50, share: 50 },
      tolerance: 1e-9,
      source:
        'Merck Veterinary Manual, "Dog Physical Characteristics": giant breeds reach half their adult mass at 5–6 months (24 weeks is the middle): a 25 kg giant puppy then is on course for about 50 kg',
    },
    {
      inputs: { weight: 30, age: 80, size: 'large' },
      expect: { typical: 30, low: 30, high: 30, share: 100 },
      tolerance: 1e-9,
      source:
        'Purina Institute, "Puppy Growth Rates": large breeds (25–45 kg) reach full maturity at 12–18 months; at 80 weeks (18.4 months) the dog weighs its adult weight',
    },
  ],
});
