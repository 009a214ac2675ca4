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
});
