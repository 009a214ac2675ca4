import { defineCalculator, out } from '../../engine/index.ts';
import { addDaysToDate } from '../shared/calendar/utc-dates.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';
import { RABBIT_GESTATION, RABBIT_NEST_BOX_DAY } from '../shared/pets/small-mammals.ts';

export default defineCalculator({
  inputs: gestationDateInputs('Date of mating', 'With several matings, the first one.', 10),
  outputs: { ...gestationOutputs('kindling'), nestBox: out.date({ label: 'Put the nest box in' }) },
  compute: ({ eventDate, today }) => ({
    ...gestationResult(eventDate, today, RABBIT_GESTATION),
    nestBox: addDaysToDate(eventDate, RABBIT_NEST_BOX_DAY),
  }),
  examples: [
    {
      inputs: { eventDate: '2025-01-01', today: '2025-01-15' },
      expect: {
        typical: '2025-02-01',
        earliest: '2025-01-30',
        latest: '2025-02-05',
        nestBox: '2025-01-29',
        daysPregnant: 14,
        daysToGo: 17,
      },
      source:
        'Merck Veterinary Manual, Rabbits: gestation about 31 days (29–35), nest box on day 28: mated 1 January 2025 → kindling about 1 February, nest box 29 January',
    },
    {
      inputs: { eventDate: '2024-02-01', today: '2024-03-10' },
      expect: { typical: '2024-03-03', nestBox: '2024-02-29', latest: '2024-03-07', daysToGo: 0 },
      source:
        'Merck Veterinary Manual (31 days, 29–35; nest box day 28): mated 1 February 2024, a leap year → nest box 29 February, kindling about 3 March',
    },
  ],
});
