import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';

export const AGE_GRADED_EVENTS = ['mile', '5k', '8k', '10k', '10mi', 'half', 'marathon'] as const;

const FIRST_AGE = 5;
const LAST_AGE = 100;

const eventRow = z.strictObject({
  event: z.enum(AGE_GRADED_EVENTS).describe('The road event'),
  openSeconds: z.int().min(200).max(20_000).describe('The open-class standard ("OC sec"), in seconds'),
  factors: z
    .array(z.number().gt(0).max(1))
    .length(LAST_AGE - FIRST_AGE + 1)
    .describe('The age factor at each age from firstAge to lastAge'),
});

const eventRows = rowsListingEachOnce(eventRow, AGE_GRADED_EVENTS, (row) => row.event);

/** content/data/road-age-factors-2025.yaml: the road age factors and open standards, by sex and event. */
export const roadAgeFactorsSchema = datedTableSchema({
  firstAge: z.literal(FIRST_AGE).describe('Age of the first factor of each row'),
  lastAge: z.literal(LAST_AGE).describe('Age of the last factor of each row'),
  women: eventRows.describe("Women's events"),
  men: eventRows.describe("Men's events"),
});

export type RoadAgeFactorsTable = z.output<typeof roadAgeFactorsSchema>;
export type AgeGradedEvent = (typeof AGE_GRADED_EVENTS)[number];
