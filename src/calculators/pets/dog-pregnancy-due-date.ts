import { defineCalculator, select } from '../../engine/index.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';
import type { GestationSpan } from '../shared/pets/gestation.ts';

/*
 * Canine gestation by the event it is counted from (Merck Veterinary Manual, Breeding Management
 * of Dogs; Concannon 2003): 65 ± 1 days from the LH peak, 63 ± 1 days from ovulation, 57 ± 1 days
 * from the first day of diestrus, and 57–72 days from a breeding, because sperm live for days and
 * bitches accept mating before and after they ovulate.
 */
const DOG_GESTATION: Record<'breeding' | 'ovulation' | 'lhPeak' | 'diestrus', GestationSpan> = {
  breeding: { earliest: 57, typical: 63, latest: 72 },
  ovulation: { earliest: 62, typical: 63, latest: 64 },
  lhPeak: { earliest: 64, typical: 65, latest: 66 },
  diestrus: { earliest: 56, typical: 57, latest: 58 },
};

export default defineCalculator({
  inputs: {
    method: select({
      label: 'Count from',
      options: [
        { value: 'breeding', label: 'Date of breeding (mating)' },
        { value: 'ovulation', label: 'Ovulation date (from progesterone tests)' },
        { value: 'lhPeak', label: 'LH peak date (from blood tests)' },
        { value: 'diestrus', label: 'First day of diestrus (from vaginal smears)' },
      ],
      default: 'breeding',
    }),
    ...gestationDateInputs('Date', 'The date that matches your choice above; with several matings, the first.', 30),
  },
  outputs: gestationOutputs('whelping'),
  compute: ({ method, eventDate, today }) => gestationResult(eventDate, today, DOG_GESTATION[method]),
});
