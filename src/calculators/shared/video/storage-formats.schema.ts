import { z } from 'astro/zod';
import { datedTableSchema, publishedDecimal, rowsListingEachOnce } from '../dated-table-schema.ts';
import { STREAMING_QUALITIES } from './storage-formats.ts';

/*
 * Schemas of the dated tables of published video rates in content/data/ (read at build time only,
 * so zod never reaches the browser).
 */

const streamingRow = z.strictObject({
  quality: z.enum(STREAMING_QUALITIES).describe('The setting: low, medium, hd or uhd'),
  label: z.string().min(3).max(80).describe('The setting as the menu shows it'),
  gbPerHour: publishedDecimal.describe('Gigabytes (10^9 bytes) per hour of one stream, as published'),
});

/** content/data/netflix-data-usage.yaml: Netflix's data use per hour for each playback setting. */
export const streamingDataUsageSchema = datedTableSchema({
  rows: rowsListingEachOnce(streamingRow, STREAMING_QUALITIES, (row) => row.quality),
});

export type StreamingDataUsageTable = z.output<typeof streamingDataUsageSchema>;
