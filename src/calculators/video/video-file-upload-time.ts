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
});
