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
  examples: [
    {
      inputs: { resolution: '1080p', frameRate: 'standard', dynamicRange: 'sdr', audio: 'stereo', figures: 'youtube' },
      expect: { videoFrom: { value: 8, unit: 'mbitps' }, audioRate: { value: 384, unit: 'kbitps' } },
      source:
        'YouTube Help, "Recommended upload encoding settings": SDR 1080p at a standard frame rate (24, 25, 30) 8 Mbps; stereo audio 384 kbps',
    },
    {
      inputs: { resolution: '2160p', frameRate: 'high', dynamicRange: 'hdr', audio: 'surround', figures: 'youtube' },
      expect: {
        videoFrom: { value: 66, unit: 'mbitps' },
        videoTo: { value: 85, unit: 'mbitps' },
        audioRate: { value: 512, unit: 'kbitps' },
      },
      source:
        'YouTube Help, "Recommended upload encoding settings": HDR 2160p (4K) at a high frame rate (48, 50, 60) 66–85 Mbps; 5.1 audio 512 kbps',
    },
    {
      inputs: { resolution: '1440p', frameRate: 'high', dynamicRange: 'sdr', audio: 'mono', figures: 'youtube' },
      expect: { videoFrom: { value: 24, unit: 'mbitps' }, audioRate: { value: 128, unit: 'kbitps' } },
      source:
        'YouTube Help, "Recommended upload encoding settings": SDR 1440p (2K) at a high frame rate 24 Mbps; mono audio 128 kbps',
    },
    {
      inputs: {
        resolution: '1080p',
        frameRate: 'standard',
        dynamicRange: 'sdr',
        audio: 'stereo',
        figures: 'youtube',
        duration: { value: 10, unit: 'min' },
      },
      expect: { totalRate: { value: 8.384, unit: 'mbitps' }, fileSize: { value: 628.8, unit: 'mb' } },
      tolerance: 1,
      source:
        "By hand from YouTube Help's table (1080p SDR 8 Mbps, stereo 384 kbps): 8,384,000 bit/s × 600 s ÷ 8 = 628,800,000 bytes = 628.8 MB",
    },
    {
      inputs: {
        figures: 'own',
        ownVideo: { value: 20, unit: 'mbitps' },
        ownAudio: { value: 320, unit: 'kbitps' },
        duration: { value: 1, unit: 'h' },
      },
      expect: { fileSize: { value: 9.144, unit: 'gb' } },
      tolerance: 1,
      source: 'By hand: (20,000,000 + 320,000) bit/s × 3,600 s ÷ 8 = 9,144,000,000 bytes = 9.144 GB',
    },
  ],
});
