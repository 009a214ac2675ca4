/*
 * Published rates of video formats and services, as plain figures. The tables themselves live in
 * content/data/ (dated, with their sources); their schemas are in storage-formats.schema.ts.
 */

/** The playback settings of Netflix's data usage table. */
export const STREAMING_QUALITIES = ['low', 'medium', 'hd', 'uhd'] as const;
export type StreamingQuality = (typeof STREAMING_QUALITIES)[number];

export const isStreamingQuality = (value: string): value is StreamingQuality =>
  (STREAMING_QUALITIES as readonly string[]).includes(value);

/** 1 GB = 10^9 bytes: the published tables count in decimal gigabytes. */
export const BYTES_PER_GB = 1e9;
