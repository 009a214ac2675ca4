import { z } from 'astro/zod';
import { datedTableSchema } from '../dated-table-schema.ts';

/*
 * Schema of content/data/loudness-targets.yaml (read at build time only, so zod never reaches the
 * browser): the integrated loudness each platform or broadcast standard plays or delivers at, and
 * the true-peak ceiling it asks for.
 */

const targetRow = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('A short key for links, e.g. spotify'),
  label: z.string().min(3).max(80).describe('The platform or standard as the menu shows it'),
  lufs: z.number().min(-70).max(0).describe('Integrated loudness target in LUFS (ITU-R BS.1770), as published'),
  truePeak: z.number().min(-20).max(0).describe('Highest true peak asked for, in dBTP, as published'),
});

/** content/data/loudness-targets.yaml: loudness targets of streaming platforms and broadcast standards. */
export const loudnessTargetsSchema = datedTableSchema({
  rows: z.array(targetRow).min(1),
});

export type LoudnessTargetsTable = z.output<typeof loudnessTargetsSchema>;
