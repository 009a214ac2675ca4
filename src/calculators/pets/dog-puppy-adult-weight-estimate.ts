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
});
