import table from 'dated-table:netflix-data-usage';
import type { StreamingDataUsageTable } from './storage-formats.schema.ts';
import { BYTES_PER_GB, type StreamingQuality } from './storage-formats.ts';

/** Netflix's data use per hour by playback setting, from content/data/netflix-data-usage.yaml. */
export const streamingDataUsage = table as StreamingDataUsageTable;

/** Bytes one stream uses in an hour at a playback setting. */
export const bytesPerHourAt = (quality: StreamingQuality): number => {
  const row = streamingDataUsage.rows.find((item) => item.quality === quality);
  return row === undefined ? 0 : Number(row.gbPerHour) * BYTES_PER_GB;
};
