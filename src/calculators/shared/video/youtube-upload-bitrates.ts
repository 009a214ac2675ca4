import table from 'dated-table:youtube-upload-bitrates';
import type { YoutubeUploadBitratesTable } from './youtube-upload-bitrates.schema.ts';

/** YouTube's recommended upload bitrates, from content/data/youtube-upload-bitrates.yaml. */
export const youtubeUploadBitrates = table as YoutubeUploadBitratesTable;

const MEGA = 1e6;
const KILO = 1e3;

export type DynamicRange = 'sdr' | 'hdr';
export type FrameRateClass = 'standard' | 'high';

/**
 * The recommended video bitrate range (bit/s; `from` equals `to` where YouTube gives one figure),
 * or undefined where the table has no figure (HDR below 720p, an unknown row).
 */
export function recommendedVideoRate(
  resolution: string,
  range: DynamicRange,
  frameRate: FrameRateClass,
): { from: number; to: number } | undefined {
  const row = youtubeUploadBitrates.video.find((item) => item.resolution === resolution);
  const column = `${range}${frameRate === 'standard' ? 'Standard' : 'High'}` as const;
  const figures = row?.[column];
  if (figures === undefined) return undefined;
  const [from, to = from] = figures;
  return { from: from * MEGA, to: to * MEGA };
}

/** The recommended audio bitrate (bit/s) for a channel layout; 0 for one not in the table. */
export const recommendedAudioRate = (channels: string): number =>
  (youtubeUploadBitrates.audio.find((row) => row.channels === channels)?.kbps ?? 0) * KILO;
