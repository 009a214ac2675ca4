import { defineCalculator, percent, select } from '../../engine/index.ts';
import { bodyMassOutput, bodyWeightField } from '../shared/presets/body-fields.ts';
import { FORAGE_PERCENT_OPTIONS } from '../shared/pets/horses.ts';

const DAYS_PER_WEEK = 7;

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 500, min: 50, max: 1500 }, "Horse's weight"),
    intake: select({ label: 'Daily forage', options: FORAGE_PERCENT_OPTIONS, default: '2' }),
    dryMatter: percent({
      label: 'Dry matter of the hay',
      help: 'From a hay analysis; dry, baled hay is usually 85–92 %.',
      default: 90,
      min: 20,
      max: 100,
    }),
  },
  outputs: {
    hayPerDay: bodyMassOutput('Hay to feed a day (as fed)', true),
    dryMatterPerDay: bodyMassOutput('Dry matter a day'),
    hayPerWeek: bodyMassOutput('Hay a week (as fed)'),
  },
  compute: ({ weight, intake, dryMatter }) => {
    const dryMatterPerDay = (weight * Number(intake)) / 100;
    const hayPerDay = dryMatterPerDay / (dryMatter / 100);
    return { hayPerDay, dryMatterPerDay, hayPerWeek: hayPerDay * DAYS_PER_WEEK };
  },
  examples: [
    {
      inputs: { weight: { value: 1000, unit: 'lb' }, intake: '2', dryMatter: 90 },
      expect: { dryMatterPerDay: { value: 20, unit: 'lb' }, hayPerDay: { value: 22.2, unit: 'lb' } },
      tolerance: 0.05,
      source:
        'University of Minnesota Extension, "Feeding hay to horses": a 1,000 lb horse eats about 2 % of its weight, 20 lb of dry matter a day; hay at 90 % dry matter is 20 ÷ 0.9 = 22.2 lb as fed',
    },
    {
      inputs: { weight: { value: 500, unit: 'kg' }, intake: '1.5', dryMatter: 100 },
      expect: { dryMatterPerDay: { value: 7.5, unit: 'kg' }, hayPerWeek: { value: 52.5, unit: 'kg' } },
      tolerance: 1e-9,
      source:
        'NRC (2007) Nutrient Requirements of Horses: forage at least 1.5 % of body weight in dry matter: 500 kg × 1.5 % = 7.5 kg a day, 52.5 kg a week',
    },
  ],
});
