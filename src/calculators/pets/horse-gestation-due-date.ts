import { defineCalculator } from '../../engine/index.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';
import { MARE_GESTATION } from '../shared/pets/horses.ts';

export default defineCalculator({
  inputs: gestationDateInputs('Last breeding date', 'The date of the last cover or insemination.', 120),
  outputs: gestationOutputs('foaling'),
  compute: ({ eventDate, today }) => gestationResult(eventDate, today, MARE_GESTATION),
  examples: [
    {
      inputs: { eventDate: '2025-04-01', today: '2025-10-01' },
      expect: { typical: '2026-03-07', earliest: '2026-02-15', latest: '2026-04-06', daysPregnant: 183, daysToGo: 157 },
      source:
        'Merck Veterinary Manual (mare gestation about 340 days, normal 320–370): bred 1 April 2025 → 340 days is 7 March 2026, 320 days 15 February, 370 days 6 April (calendar count)',
    },
    {
      inputs: { eventDate: '2023-05-15', today: '2024-06-01' },
      expect: { typical: '2024-04-19', earliest: '2024-03-30', latest: '2024-05-19', daysToGo: 0 },
      source:
        'Merck Veterinary Manual, 340 days (320–370): bred 15 May 2023 → 19 April 2024, counting 29 February 2024; on 1 June 2024 the latest normal date has passed',
    },
  ],
});
