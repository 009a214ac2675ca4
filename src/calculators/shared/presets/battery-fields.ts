import { number, percent, select } from '../../../engine/index.ts';

/*
 * The battery fields of the bank, run-time and charge-time calculators: the chemistry with its
 * usable depth, and a battery's capacity and voltage.
 */

/** The chemistry menu and the depth used when the visitor picks "My own depth". */
export const chemistryFields = (ownDefault = 50) => ({
  chemistry: select({
    label: 'Battery type',
    options: [
      { value: 'flooded', label: 'Flooded lead-acid (50% usable)' },
      { value: 'agm', label: 'AGM or gel lead-acid (50% usable)' },
      { value: 'lifepo4', label: 'Lithium iron phosphate, LiFePO4 (80% usable)' },
      { value: 'own', label: 'My own depth of discharge' },
    ],
    default: 'flooded',
  }),
  ownDepth: percent({ label: 'Depth of discharge (for "My own")', default: ownDefault, min: 1, max: 100 }),
});

/** A battery's (or bank's) rated capacity in amp-hours. */
export const ampHoursField = (label: string, value: number, help?: string) =>
  number({
    label,
    default: value,
    min: 0,
    minInclusive: false,
    max: 1_000_000,
    suffix: 'Ah',
    ...(help === undefined ? {} : { help }),
  });

/** A battery or bank voltage: 12, 24 or 48 V for most systems. */
export const batteryVoltsField = (label: string, value: number) =>
  number({ label, default: value, min: 0, minInclusive: false, max: 2000, suffix: 'V' });
