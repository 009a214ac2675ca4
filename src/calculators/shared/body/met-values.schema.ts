import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

/** The activities the calories-burned calculator offers; a shared link names one of these keys. */
export const MET_ACTIVITY_KEYS = [
  'sleeping',
  'sitting',
  'walkingStroll',
  'walkingSlow',
  'walkingDog',
  'walkingModerate',
  'walkingBrisk',
  'walkingVeryBrisk',
  'hiking',
  'jogging',
  'running5',
  'running6',
  'running7',
  'running8',
  'cyclingLeisure',
  'cyclingLight',
  'cyclingModerate',
  'cyclingStationary',
  'swimmingLeisure',
  'swimmingLapsSlow',
  'swimmingLapsFast',
  'weightsLight',
  'weightsVigorous',
  'circuit',
  'elliptical',
  'rowing',
  'aerobics',
  'ropeJumping',
  'yoga',
  'pilates',
  'dancing',
  'basketball',
  'soccer',
  'tennis',
  'golf',
  'volleyball',
  'gardening',
  'mowing',
  'cleaning',
] as const;

export type MetActivityKey = (typeof MET_ACTIVITY_KEYS)[number];

const activityRow = z.strictObject({
  key: z.enum(MET_ACTIVITY_KEYS).describe('Name of the activity in shared links, e.g. "walkingBrisk"'),
  code: z
    .string()
    .regex(/^\d{5}$/, 'five digits, e.g. "17200"')
    .describe('Five-digit Compendium code'),
  met: z.number().positive().max(30).describe('MET value of the activity in the Compendium'),
  name: z.string().min(3).max(120).describe('Name shown in the activity menu'),
});

/** content/data/met-values.yaml: Compendium of Physical Activities codes and MET values. */
export const metValuesSchema = datedTableSchema({
  rows: rowsListingEachOnce(activityRow, MET_ACTIVITY_KEYS, (row) => row.key).describe(
    'One row per activity, in the order the menu lists them',
  ),
});

export type MetValuesTable = z.output<typeof metValuesSchema>;
