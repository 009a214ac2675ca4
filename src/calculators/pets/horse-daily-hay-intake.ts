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
});
