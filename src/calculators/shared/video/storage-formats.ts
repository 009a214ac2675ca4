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

/** The ProRes family (Apple ProRes White Paper) and the DNxHR family (Avid), as the table keys them. */
export const PRORES_FLAVOURS = ['proxy', 'lt', 'standard', 'hq', '4444', '4444xq'] as const;
export const DNXHR_FLAVOURS = ['lb', 'sq', 'hq', 'hqx', '444'] as const;
export type ProresFlavour = (typeof PRORES_FLAVOURS)[number];
export type DnxhrFlavour = (typeof DNXHR_FLAVOURS)[number];

/** A frame size and rate a published rate is stated for. */
export interface ReferenceFormat {
  width: number;
  height: number;
}

/**
 * A published intra-frame rate carried to another frame size and rate: both families give every
 * frame a fixed target size that grows with the pixel count, so the rate scales with pixels × fps.
 */
export const scaledRate = (
  bitsPerReferenceFrame: number,
  reference: ReferenceFormat,
  width: number,
  height: number,
  framesPerSecond: number,
): number => bitsPerReferenceFrame * ((width * height) / (reference.width * reference.height)) * framesPerSecond;

/** The rows of YouTube's recommended upload bitrates, 8K (4320p) down to 360p. */
export const UPLOAD_RESOLUTIONS = ['4320p', '2160p', '1440p', '1080p', '720p', '480p', '360p'] as const;

/** The audio channel layouts of YouTube's recommended upload bitrates (surround is 5.1). */
export const AUDIO_LAYOUTS = ['mono', 'stereo', 'surround'] as const;
