import { defineCalculator } from '../../engine/index.ts';
import { bytesAtRate, withOverhead } from '../shared/video/data-rates.ts';
import {
  bitrateField,
  bitrateOutput,
  containerOverheadField,
  dataSizeOutput,
  fileSizeOutputs,
  runningTimeField,
} from '../shared/presets/video-data-fields.ts';

export default defineCalculator({
  inputs: {
    duration: runningTimeField('Duration', 10, 'min'),
    videoBitrate: bitrateField('Video bitrate', 8, 'mbitps'),
    audioBitrate: bitrateField('Audio bitrate', 192, 'kbitps', 'All audio tracks together; 0 for no sound.'),
    overhead: containerOverheadField(),
  },
  compute: ({ duration, videoBitrate, audioBitrate, overhead }) => {
    const totalBitrate = videoBitrate + audioBitrate;
    const videoBytes = bytesAtRate(videoBitrate, duration);
    const audioBytes = bytesAtRate(audioBitrate, duration);
    const size = withOverhead(videoBytes + audioBytes, overhead);
    return {
      size,
      sizeBinary: size,
      videoBytes,
      audioBytes,
      overheadBytes: size - videoBytes - audioBytes,
      totalBitrate,
    };
  },
  outputs: {
    ...fileSizeOutputs(),
    videoBytes: dataSizeOutput('Video track', 'mb'),
    audioBytes: dataSizeOutput('Audio track', 'mb'),
    overheadBytes: dataSizeOutput('Container overhead', 'mb'),
    totalBitrate: bitrateOutput('Total bitrate', 'mbitps'),
  },
});
