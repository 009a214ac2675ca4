import { number, radio } from '../../../engine/index.ts';
import { METRES_PER_KM, METRES_PER_MILE, METRES_PER_YARD } from '../sports/pace.ts';

/*
 * Pace fields of the swimming and running tools: a swim pace per 100 m or 100 yd, a running pace
 * per km or mile, and the distance in metres each "per" stands for.
 */

/** Metres in the stretch a pace is quoted for. */
export const PACE_METRES = { m: 100, yd: 100 * METRES_PER_YARD, km: METRES_PER_KM, mi: METRES_PER_MILE } as const;

/** The time for 100 m or 100 yd, typed as 1:45 or 105 s; compute receives seconds. */
export const swimPaceField = (label: string, help: string) =>
  number({
    label,
    help,
    unitFamily: 'time',
    unit: 's',
    units: ['min', 's'],
    default: 120,
    // The 100 m freestyle world record is under 47 s; ten minutes per 100 is a slow drift.
    min: 40,
    max: 600,
  });

export const swimPaceUnitField = () =>
  radio({
    label: 'Swim pace is per',
    options: [
      { value: 'm', label: '100 metres' },
      { value: 'yd', label: '100 yards' },
    ],
    default: 'm',
  });

export const runPaceUnitField = () =>
  radio({
    label: 'Run pace is per',
    options: [
      { value: 'km', label: 'Kilometre' },
      { value: 'mi', label: 'Mile' },
    ],
    default: 'km',
  });
