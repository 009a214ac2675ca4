import { z } from 'astro/zod';
import { datedTableSchema, publishedDecimal, rowsListingEachOnce } from '../dated-table-schema.ts';
import { DNXHR_FLAVOURS, PRORES_FLAVOURS, STREAMING_QUALITIES } from './storage-formats.ts';

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

const pixels = (what: string) => z.int().min(1).max(100_000).describe(what);

const proresRow = z.strictObject({
  flavour: z.enum(PRORES_FLAVOURS).describe('proxy, lt, standard, hq, 4444 or 4444xq'),
  label: z.string().min(3).max(80).describe('The codec as the menu shows it'),
  mbps: publishedDecimal.describe('Target data rate in megabits per second at the reference size and rate'),
});

const dnxhrRow = z.strictObject({
  flavour: z.enum(DNXHR_FLAVOURS).describe('lb, sq, hq, hqx or 444'),
  label: z.string().min(3).max(80).describe('The codec as the menu shows it'),
  bytesPerFrame: z.int().positive().describe('Bytes of one frame at the reference size, as published'),
});

/** content/data/prores-dnxhr-rates.yaml: Apple's ProRes target rates and Avid's DNxHR frame sizes. */
export const editingCodecRatesSchema = datedTableSchema({
  prores: z.strictObject({
    width: pixels('Width in pixels the target rates are given for'),
    height: pixels('Height in pixels the target rates are given for'),
    framesPerSecond: publishedDecimal.describe('Frame rate the target rates are given for'),
    rows: rowsListingEachOnce(proresRow, PRORES_FLAVOURS, (row) => row.flavour),
  }),
  dnxhr: z.strictObject({
    width: pixels('Width in pixels the frame sizes are given for'),
    height: pixels('Height in pixels the frame sizes are given for'),
    rows: rowsListingEachOnce(dnxhrRow, DNXHR_FLAVOURS, (row) => row.flavour),
  }),
});

export type EditingCodecRatesTable = z.output<typeof editingCodecRatesSchema>;

const liveSettingRow = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .describe('A short key for links, e.g. twitch-1080p60'),
  label: z.string().min(3).max(80).describe('The platform and format as the menu shows it'),
  videoKbps: z.int().positive().describe('Recommended video bitrate in kilobits per second, as published'),
  audioKbps: z.int().positive().describe('Recommended audio bitrate in kilobits per second, as published'),
});

/** content/data/live-streaming-encoder-settings.yaml: platforms' recommended live encoder bitrates. */
export const liveEncoderSettingsSchema = datedTableSchema({
  rows: z.array(liveSettingRow).min(1),
});

export type LiveEncoderSettingsTable = z.output<typeof liveEncoderSettingsSchema>;
