import { defineCalculator, out, percent } from '../../engine/index.ts';
import { secondsForBytes, usefulRate } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeField } from '../shared/presets/video-data-fields.ts';

export default defineCalculator({
  inputs: {
    size: dataSizeField('File size', 2, 'gb'),
    speed: bitrateField('Upload (or download) speed', 20, 'mbitps', 'As your speed test or provider states it.'),
    protocolOverhead: percent({
      label: 'Protocol overhead',
      default: 10,
      min: 0,
      max: 90,
      help: 'TCP/IP headers, encryption and retries take about 5–15% of the line.',
    }),
  },
  validate: ({ speed }) =>
    speed > 0 ? [] : [{ field: 'speed', message: 'Enter a speed above zero: nothing moves at 0 bit/s.' }],
  compute: ({ size, speed, protocolOverhead }) => {
    const effectiveSpeed = usefulRate(speed, protocolOverhead);
    const seconds = secondsForBytes(size, effectiveSpeed);
    return { time: seconds, minutes: seconds / 60, effectiveSpeed };
  },
  outputs: {
    time: out.duration({ label: 'Transfer time', smallest: 'second', primary: true }),
    minutes: out.number({ label: 'Transfer time in minutes', suffix: 'min', digits: 4 }),
    effectiveSpeed: bitrateOutput('Speed left for the file', 'mbitps'),
  },
  examples: [
    {
      inputs: { size: { value: 500, unit: 'mb' }, speed: 100, protocolOverhead: 15 },
      expect: { time: 47.0588 },
      tolerance: 0.05,
      source:
        'CalcBee, "Download/Upload Time Calculator", worked example: 500 MB = 4,000 megabits at 100 Mbps with 15% overhead (85 Mbps effective) = 47.1 seconds',
    },
    {
      inputs: { size: { value: 5, unit: 'gib' }, speed: { value: 2, unit: 'mibyteps' }, protocolOverhead: 0 },
      expect: { time: 2560, minutes: 42.67 },
      tolerance: 0.01,
      source:
        'eHow, "How to Calculate Upload Time": a 5.0 GB movie is 5,120 MB (× 1,024); at 2 megabytes per second it takes 2,560 seconds, or 42.7 minutes',
    },
    {
      inputs: { size: 1, speed: 10, protocolOverhead: 0 },
      expect: { time: 800 },
      source:
        'Freightos, "Calculate upload time": a 1 GB file on a 10 Mbps upload takes about 13 minutes (8,000 megabits ÷ 10 = 800 s) before overhead',
    },
  ],
});
