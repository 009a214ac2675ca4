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
  examples: [
    {
      inputs: { method: 'ovulation', eventDate: '2025-03-01', today: '2025-04-01' },
      expect: { typical: '2025-05-03', earliest: '2025-05-02', latest: '2025-05-04', daysPregnant: 31, daysToGo: 32 },
      source:
        'Merck Veterinary Manual and Well Bred Veterinary Services ("canine gestation length is 63 days from the day of ovulation", ± 1 day): ovulation 1 March 2025 → whelping 3 May 2025 (2–4 May)',
    },
    {
      inputs: { method: 'breeding', eventDate: '2025-01-01', today: '2025-01-01' },
      expect: { typical: '2025-03-05', earliest: '2025-02-27', latest: '2025-03-14', daysToGo: 63 },
      source:
        'Merck Veterinary Manual: 57–72 days from a single breeding (Well Bred Veterinary Services: 59–72), 63 typical; bred 1 January 2025 → 27 February to 14 March, most likely 5 March',
    },
    {
      inputs: { method: 'lhPeak', eventDate: '2024-12-20', today: '2025-03-01' },
      expect: { typical: '2025-02-23', earliest: '2025-02-22', latest: '2025-02-24', daysPregnant: 71, daysToGo: 0 },
      source:
        'Concannon (2003), quoted by Lappkees: whelping 64–66 days after the LH surge in over 95 % of pregnancies; LH peak 20 December 2024 → 22–24 February 2025 (crossing the new year), and past it by 1 March',
    },
  ],
});
