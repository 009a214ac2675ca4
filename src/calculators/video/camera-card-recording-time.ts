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
  examples: [
    {
      inputs: { capacity: 64, bitrate: 25, reserve: 0 },
      expect: { time: 20_480 },
      source:
        'CalculatorLib, "SD Card / Memory Recording Time Calculator", worked example: 64 GB × 8 = 512,000,000,000 bits ÷ 25,000,000 bit/s = 20,480 s ≈ 5 h 41 min',
    },
    {
      inputs: { capacity: 256, bitrate: 150, reserve: 0 },
      expect: { minutes: 227.56 },
      tolerance: 0.01,
      source:
        'LinuxLeech, "How to Calculate the Recordable Time of a Memory Card": 256 GB × 8000 ÷ (150 Mbps × 60) ≈ 227 minutes of 4K at 150 Mbps',
    },
    {
      inputs: { capacity: 128, bitrate: 100, reserve: 0 },
      expect: { writeSpeed: { value: 12.5, unit: 'mbyteps' } },
      source:
        'Alik Griffin, "Camera Bitrate Converter & Record Time Calculator": 4K at 100 Mbps = 12.5 MB/s (megabits ÷ 8)',
    },
  ],
});
