import table from 'dated-table:live-streaming-encoder-settings';
import type { LiveEncoderSettingsTable } from './storage-formats.schema.ts';

/** Platforms' recommended live encoder bitrates, from content/data/live-streaming-encoder-settings.yaml. */
export const liveEncoderSettings = table as LiveEncoderSettingsTable;

const KILO = 1000;

/** Video and audio bitrates (bit/s) of a platform setting, or undefined for a key not in the table. */
export function liveSetting(key: string): { video: number; audio: number } | undefined {
  const row = liveEncoderSettings.rows.find((item) => item.key === key);
  return row === undefined ? undefined : { video: row.videoKbps * KILO, audio: row.audioKbps * KILO };
}
