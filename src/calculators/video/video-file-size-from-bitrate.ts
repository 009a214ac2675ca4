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
  examples: [
    {
      inputs: {
        duration: 10,
        videoBitrate: 8,
        audioBitrate: 0,
        overhead: 0,
      },
      expect: { size: { value: 600, unit: 'mb' }, sizeBinary: { value: 572.2, unit: 'mib' } },
      tolerance: 50_000,
      source:
        'CalculatorLib, "Video Bitrate & File Size Calculator", worked example: 8 Mbps for 10 minutes = 8,000,000 × 600 ÷ 8 = 600,000,000 bytes = 600 MB (≈ 572.2 MiB)',
    },
    {
      inputs: { duration: 10, videoBitrate: 10, audioBitrate: 0, overhead: 0 },
      expect: { size: { value: 750, unit: 'mb' } },
      source:
        'ToolsDeck, "How to calculate video file size from bitrate and duration": 10 Mbps for 10 minutes = 10 × 600 ÷ 8 = 750 MB',
    },
    {
      inputs: { duration: 10, videoBitrate: 8, audioBitrate: 192, overhead: 0 },
      expect: { totalBitrate: { value: 8.192, unit: 'mbitps' } },
      source:
        'CalculatorLib, "Video Bitrate & File Size Calculator", FAQ: 8 Mbps video plus 0.192 Mbps audio is 8.192 Mbps in total',
    },
  ],
});
