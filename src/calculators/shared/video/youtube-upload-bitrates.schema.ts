import { z } from 'astro/zod';
import { datedTableSchema, rowsListingEachOnce } from '../dated-table-schema.ts';
import { AUDIO_LAYOUTS, UPLOAD_RESOLUTIONS } from './storage-formats.ts';

/* Schema of content/data/youtube-upload-bitrates.yaml (read at build time only). */

const megabits = z.number().positive().max(10_000);

const mbps = z
  .union([z.tuple([megabits]), z.tuple([megabits, megabits])])
  .refine(([low, high]) => high === undefined || low < high, 'a range is written low to high')
  .describe('Megabits per second as published: [8] for one figure, [35, 45] for a range');

const videoRow = z.strictObject({
  resolution: z.enum(UPLOAD_RESOLUTIONS).describe('The row: 4320p, 2160p, 1440p, 1080p, 720p, 480p or 360p'),
  label: z.string().min(3).max(60).describe('The resolution as the menu shows it'),
  sdrStandard: mbps.describe('SDR at 24, 25 or 30 fps, in Mbps: [8] or [35, 45]'),
  sdrHigh: mbps.describe('SDR at 48, 50 or 60 fps, in Mbps'),
  hdrStandard: mbps.optional().describe('HDR at 24, 25 or 30 fps, in Mbps; left out where HDR is not supported'),
  hdrHigh: mbps.optional().describe('HDR at 48, 50 or 60 fps, in Mbps; left out where HDR is not supported'),
});

const audioRow = z.strictObject({
  channels: z.enum(AUDIO_LAYOUTS).describe('mono, stereo or surround (5.1)'),
  label: z.string().min(3).max(40).describe('The channel layout as the menu shows it'),
  kbps: z.int().positive().max(10_000).describe('Recommended audio bitrate in kilobits per second'),
});

/** content/data/youtube-upload-bitrates.yaml: YouTube's recommended bitrates for uploads. */
export const youtubeUploadBitratesSchema = datedTableSchema({
  video: rowsListingEachOnce(videoRow, UPLOAD_RESOLUTIONS, (row) => row.resolution),
  audio: rowsListingEachOnce(audioRow, AUDIO_LAYOUTS, (row) => row.channels),
});

export type YoutubeUploadBitratesTable = z.output<typeof youtubeUploadBitratesSchema>;
