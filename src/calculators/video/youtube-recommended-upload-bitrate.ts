import { defineCalculator, radio, select } from '../../engine/index.ts';
import { bytesAtRate } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeOutput, runningTimeField } from '../shared/presets/video-data-fields.ts';
import {
  recommendedAudioRate,
  recommendedVideoRate,
  youtubeUploadBitrates,
} from '../shared/video/youtube-upload-bitrates.ts';

export default defineCalculator({
  inputs: {
    resolution: select({
      label: 'Resolution',
      options: youtubeUploadBitrates.video.map((row) => ({ value: row.resolution, label: row.label })),
      default: '1080p',
    }),
    frameRate: radio({
      label: 'Frame rate',
      options: [
        { value: 'standard', label: '24, 25 or 30 fps' },
        { value: 'high', label: '48, 50 or 60 fps' },
      ],
      default: 'standard',
    }),
    dynamicRange: radio({
      label: 'Dynamic range',
      options: [
        { value: 'sdr', label: 'SDR' },
        { value: 'hdr', label: 'HDR' },
      ],
      default: 'sdr',
    }),
    audio: select({
      label: 'Audio channels',
      options: youtubeUploadBitrates.audio.map((row) => ({ value: row.channels, label: row.label })),
      default: 'stereo',
    }),
    duration: runningTimeField('Video length', 10, 'min'),
    figures: select({
      label: 'Bitrates from',
      options: [
        { value: 'youtube', label: "YouTube's recommended table" },
        { value: 'own', label: 'My own bitrates' },
      ],
      default: 'youtube',
      help: 'Choose "My own" if YouTube has changed its figures since the date below.',
    }),
    ownVideo: bitrateField('Video bitrate (for "My own")', 8, 'mbitps'),
    ownAudio: bitrateField('Audio bitrate (for "My own")', 384, 'kbitps'),
  },
  validate: ({ resolution, frameRate, dynamicRange, figures }) =>
    figures === 'youtube' &&
    dynamicRange === 'hdr' &&
    recommendedVideoRate(resolution, 'hdr', frameRate === 'high' ? 'high' : 'standard') === undefined
      ? [
          {
            field: 'dynamicRange',
            message: 'YouTube does not take HDR uploads below 720p: choose SDR, or 720p or higher.',
          },
        ]
      : [],
  compute: ({ resolution, frameRate, dynamicRange, audio, duration, figures, ownVideo, ownAudio }) => {
    const table = recommendedVideoRate(
      resolution,
      dynamicRange === 'hdr' ? 'hdr' : 'sdr',
      frameRate === 'high' ? 'high' : 'standard',
    );
    const video = figures === 'own' || table === undefined ? { from: ownVideo, to: ownVideo } : table;
    const audioRate = figures === 'own' ? ownAudio : recommendedAudioRate(audio);
    const totalRate = video.to + audioRate;
    return {
      videoFrom: video.from,
      videoTo: video.to,
      audioRate,
      totalRate,
      fileSize: bytesAtRate(totalRate, duration),
      sizePerMinute: bytesAtRate(totalRate, 60),
    };
  },
  outputs: {
    videoFrom: bitrateOutput('Recommended video bitrate', 'mbitps', true),
    videoTo: bitrateOutput('Top of the recommended range', 'mbitps'),
    audioRate: bitrateOutput('Recommended audio bitrate', 'kbitps'),
    totalRate: bitrateOutput('Total bitrate (top of the range plus audio)', 'mbitps'),
    fileSize: dataSizeOutput(
      'Upload file size at that bitrate',
      'mb',
      false,
      'Decimal units: 1 MB = 1,000,000 bytes; pick MiB or GiB in the menu for binary units.',
    ),
    sizePerMinute: dataSizeOutput('File size per minute', 'mb'),
  },
  datedTables: [youtubeUploadBitrates],
});
