import { checkAll, defineCalculator, lessThan } from '../../engine/index.ts';
import { rateForBytes, withoutOverhead } from '../shared/video/data-rates.ts';
import {
  bitrateField,
  bitrateOutput,
  containerOverheadField,
  dataSizeField,
  runningTimeField,
} from '../shared/presets/video-data-fields.ts';

/** The average rate of all tracks together that fills the target size, overhead taken out. */
const totalRateFor = (size: number, duration: number, overhead: number) =>
  rateForBytes(withoutOverhead(size, overhead), duration);

export default defineCalculator({
  inputs: {
    size: dataSizeField('Target file size', 1, 'gb', 'The size limit: 1 GB = 1,000 MB; 1 GiB = 1,024 MiB.'),
    duration: runningTimeField('Duration', 30, 'min'),
    audioBitrate: bitrateField('Audio bitrate', 128, 'kbitps', 'All audio tracks together; 0 for no sound.'),
    overhead: containerOverheadField(),
  },
  validate: ({ size, duration, audioBitrate, overhead }) =>
    checkAll(
      lessThan(
        'audioBitrate',
        audioBitrate,
        totalRateFor(size, duration, overhead),
        'The audio alone would fill the file: lower the audio bitrate or raise the size.',
      ),
    ),
  compute: ({ size, duration, audioBitrate, overhead }) => {
    const totalBitrate = totalRateFor(size, duration, overhead);
    return { videoBitrate: totalBitrate - audioBitrate, totalBitrate };
  },
  outputs: {
    videoBitrate: bitrateOutput('Video bitrate to set', 'mbitps', true),
    totalBitrate: bitrateOutput('Total bitrate (video and audio)', 'mbitps'),
  },
  examples: [
    {
      inputs: {
        size: { value: 700, unit: 'mib' },
        duration: 60,
        audioBitrate: 128,
        overhead: 0,
      },
      expect: { videoBitrate: { value: 1503, unit: 'kbitps' } },
      tolerance: 500,
      source:
        'ADS Technologies, Instant VideoMPX user guide, "Bitrate calculation": a 60-minute video with 128 kbps audio on a 700 MB CD-R (700 × 1,048,576 bytes) leaves 5,411,225,600 bits, so 1,503 kbps of video',
    },
    {
      inputs: {
        size: { value: 200, unit: 'mib' },
        duration: { value: 600, unit: 's' },
        audioBitrate: 128,
        overhead: 0,
      },
      expect: { totalBitrate: { value: 2796, unit: 'kbitps' }, videoBitrate: { value: 2668, unit: 'kbitps' } },
      tolerance: 1000,
      source:
        'FFmpeg wiki, "Encode/H.264", two-pass example: 200 MiB × 8388.608 kbit ÷ 600 s ≈ 2796 kbit/s in total, less 128 kbit/s of audio = 2668 kbit/s of video',
    },
  ],
});
