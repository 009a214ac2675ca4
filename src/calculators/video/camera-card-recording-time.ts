import { defineCalculator, out, percent } from '../../engine/index.ts';
import { secondsForBytes } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeField } from '../shared/presets/video-data-fields.ts';

export default defineCalculator({
  inputs: {
    capacity: dataSizeField('Card or SSD capacity', 128, 'gb', 'As printed on the card: 1 GB = 1,000,000,000 bytes.'),
    bitrate: bitrateField('Recording bitrate', 100, 'mbitps', "The camera's video bitrate, with audio if you know it."),
    reserve: percent({
      label: 'Space not available for video',
      default: 0,
      min: 0,
      max: 90,
      help: 'Optional: formatting, proxies and photos often take 2–5%.',
    }),
  },
  validate: ({ bitrate }) =>
    bitrate > 0 ? [] : [{ field: 'bitrate', message: 'Enter a bitrate above zero: a camera always writes data.' }],
  compute: ({ capacity, bitrate, reserve }) => {
    const seconds = secondsForBytes(capacity * (1 - reserve / 100), bitrate);
    return { time: seconds, minutes: seconds / 60, writeSpeed: bitrate };
  },
  outputs: {
    time: out.duration({ label: 'Recording time', smallest: 'second', primary: true }),
    minutes: out.number({ label: 'Recording time in minutes', suffix: 'min', digits: 4 }),
    writeSpeed: bitrateOutput('Sustained write speed the card needs', 'mbyteps'),
  },
});
