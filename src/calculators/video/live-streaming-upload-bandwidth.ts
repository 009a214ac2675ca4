import { defineCalculator, integer, percent, select } from '../../engine/index.ts';
import { bytesAtRate, SECONDS_PER_HOUR } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeOutput } from '../shared/presets/video-data-fields.ts';
import { liveEncoderSettings, liveSetting } from '../shared/video/storage-formats-live.ts';

export default defineCalculator({
  inputs: {
    setting: select({
      label: 'Stream settings',
      options: [
        ...liveEncoderSettings.rows.map((row) => ({ value: row.key, label: row.label })),
        { value: 'own', label: 'My own bitrates' },
      ],
      default: 'twitch-1080p60',
    }),
    videoBitrate: bitrateField('Video bitrate (for "My own")', 6000, 'kbitps'),
    audioBitrate: bitrateField('Audio bitrate (for "My own")', 160, 'kbitps'),
    outputs: integer({
      label: 'Streams sent at once',
      default: 1,
      min: 1,
      max: 20,
      help: 'Streaming to several platforms from your own computer sends one copy each.',
    }),
    margin: percent({
      label: 'Safety margin',
      default: 50,
      min: 0,
      max: 500,
      help: 'Upload to keep free on top of the stream; 50% or more keeps a stream steady.',
    }),
  },
  compute: ({ setting, videoBitrate, audioBitrate, outputs, margin }) => {
    const chosen = liveSetting(setting) ?? { video: videoBitrate, audio: audioBitrate };
    const streamRate = (chosen.video + chosen.audio) * outputs;
    return {
      upload: streamRate * (1 + margin / 100),
      streamRate,
      perHour: bytesAtRate(streamRate, SECONDS_PER_HOUR),
    };
  },
  outputs: {
    upload: bitrateOutput('Upload speed you need', 'mbitps', true),
    streamRate: bitrateOutput('Bitrate of the stream(s)', 'mbitps'),
    perHour: dataSizeOutput('Data uploaded per hour', 'gb'),
  },
  datedTables: [liveEncoderSettings],
  examples: [
    {
      inputs: { setting: 'twitch-1080p60', outputs: 1, margin: 0 },
      expect: { streamRate: { value: 6128, unit: 'kbitps' } },
      source:
        'Twitch Broadcasting Guidelines (as reproduced by Restream): 1080p at 60 fps 6000 kbps; Twitch Creator Camp: audio 128 kbps, so 6,128 kbps in all',
    },
    {
      inputs: { setting: 'own', videoBitrate: 2500, audioBitrate: 0, outputs: 1, margin: 100 },
      expect: { upload: { value: 5, unit: 'mbitps' } },
      source:
        'Twitch bitrate guide (myft.net): with a 5 Mbps upload, take 5 × 1,000 = 5,000 kbps and cut it in half, 2,500 kbps, to use about 50% of the line',
    },
    {
      inputs: { setting: 'youtube-2160p60', outputs: 1, margin: 0 },
      expect: { streamRate: { value: 35.128, unit: 'mbitps' } },
      source:
        'YouTube Help, "Choose live encoder settings, bitrates, and resolutions": 4K 2160p at 60 fps, H.264 recommended 35 Mbps, with 128 kbps stereo audio',
    },
  ],
});
