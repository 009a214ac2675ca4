import { bandOf, type ShownAs } from '../../../engine/index.ts';

export type Effort = 'sprint5s' | 'anaerobic1min' | 'vo2max5min' | 'ftp';
type Sex = 'female' | 'male';

/**
 * Lower edges, in watts per kilogram, of the rider levels of Coggan's power profile (Allen and
 * Coggan, Training and Racing with a Power Meter, 2nd ed., simplified chart): fair (Cat 5),
 * moderate (Cat 4), good (Cat 3), very good (Cat 2), excellent (Cat 1), exceptional (domestic
 * pro) and world class (international pro). The book's levels overlap; a rider is placed in the
 * highest level whose lower edge they reach.
 */
const LOWER_EDGES: Record<Sex, Record<Effort, readonly number[]>> = {
  male: {
    sprint5s: [11.9, 13.6, 15.4, 17.5, 19.3, 21, 22.8],
    anaerobic1min: [6.3, 7, 7.7, 8.5, 9.2, 9.9, 10.6],
    vo2max5min: [3, 3.6, 4.2, 4.9, 5.5, 6.2, 6.8],
    ftp: [2.4, 3, 3.5, 4.1, 4.6, 5.2, 5.6],
  },
  female: {
    sprint5s: [9.7, 11, 12.3, 13.8, 15.1, 16.4, 17.7],
    anaerobic1min: [5.2, 5.8, 6.3, 7, 7.5, 8, 8.6],
    vo2max5min: [2.5, 3, 3.6, 4.3, 4.8, 5.4, 6],
    ftp: [2, 2.5, 3, 3.6, 4.1, 4.5, 5],
  },
};

const LEVELS = [
  'Fair (Cat 5)',
  'Moderate (Cat 4)',
  'Good (Cat 3)',
  'Very good (Cat 2)',
  'Excellent (Cat 1)',
  'Exceptional (domestic pro)',
  'World class (international pro)',
] as const;

/** The rider level of a power-to-weight ratio held for an effort, judged on the figure as shown. */
export function riderLevel(wattsPerKg: number, shown: ShownAs, sex: Sex, effort: Effort): string {
  const bands = LOWER_EDGES[sex][effort].map((from, index) => [from, LEVELS[index] ?? ''] as const);
  return bandOf(wattsPerKg, shown, bands, 'Untrained (non-racer)');
}
