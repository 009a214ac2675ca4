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
});
