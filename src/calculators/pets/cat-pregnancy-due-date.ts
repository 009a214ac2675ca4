import { defineCalculator } from '../../engine/index.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';

/*
 * Feline gestation from the first mating: 63 days (nine weeks) on average, most queens kittening
 * at 63–65 days and normal births from 57 to 69 days (Merck Veterinary Manual, Breeding
 * Management of Cats; F. Syufy, "Cat Gestation").
 */
const CAT_GESTATION = { earliest: 57, typical: 63, latest: 69 };

export default defineCalculator({
  inputs: gestationDateInputs('Date of mating', 'With several matings, the first one.', 30),
  outputs: gestationOutputs('kittening'),
  compute: ({ eventDate, today }) => gestationResult(eventDate, today, CAT_GESTATION),
  examples: [
    {
      inputs: { eventDate: '2025-01-01', today: '2025-02-01' },
      expect: { typical: '2025-03-05', earliest: '2025-02-27', latest: '2025-03-11', daysPregnant: 31, daysToGo: 32 },
      source:
        'Franny Syufy, "Cat Gestation" (About.com cats): a queen\'s gestation runs from 57 to 69 days, 63 on average (nine weeks); mated 1 January 2025 → 27 February to 11 March, most likely 5 March',
    },
    {
      inputs: { eventDate: '2024-01-10', today: '2024-03-20' },
      expect: { typical: '2024-03-13', latest: '2024-03-19', daysPregnant: 70, daysToGo: 0 },
      source:
        'Merck Veterinary Manual (63–65 days) and Syufy (57–69, 63 average): mated 10 January 2024, a leap year, → 13 March 2024 after 29 February; by 20 March she is past the latest normal date',
    },
  ],
});
