import { defineCalculator, integer, number, percent } from '../../engine/index.ts';
import { bytesAtRate, SECONDS_PER_HOUR, withOverhead } from '../shared/video/data-rates.ts';
import { bitrateField, bitrateOutput, dataSizeOutput } from '../shared/presets/video-data-fields.ts';

export default defineCalculator({
  inputs: {
    viewers: integer({ label: 'Viewers at the peak', default: 500, min: 0, max: 100_000_000 }),
    bitrate: bitrateField('Bitrate per viewer (video and audio)', 5, 'mbitps'),
    overhead: percent({
      label: 'Delivery overhead',
      default: 0,
      min: 0,
      max: 100,
      help: 'Optional: HTTP, TLS and segment headers add a few percent.',
    }),
    hoursPerDay: number({ label: 'Hours streamed a day', default: 4, min: 0, max: 24, suffix: 'h' }),
    daysPerMonth: integer({ label: 'Days a month', default: 30, min: 0, max: 31 }),
    averageShare: percent({
      label: 'Average audience, as a share of the peak',
      default: 100,
      min: 0,
      max: 100,
      help: 'For the monthly data: 100% if the audience stays at the peak all the time.',
    }),
  },
  compute: ({ viewers, bitrate, overhead, hoursPerDay, daysPerMonth, averageShare }) => {
    const peak = withOverhead(viewers * bitrate, overhead);
    const perViewerHour = bytesAtRate(withOverhead(bitrate, overhead), SECONDS_PER_HOUR);
    const monthly = bytesAtRate(peak * (averageShare / 100), hoursPerDay * daysPerMonth * SECONDS_PER_HOUR);
    return { peak, monthly, monthlyBinary: monthly, perViewerHour };
  },
  outputs: {
    peak: bitrateOutput('Outgoing bandwidth at the peak', 'gbitps', true),
    monthly: dataSizeOutput('Data sent a month', 'tb', false, 'Decimal units, as CDNs bill: 1 TB = 1,000 GB.'),
    monthlyBinary: dataSizeOutput('Data sent a month, binary units', 'tib'),
    perViewerHour: dataSizeOutput('Data per viewer per hour', 'gb'),
  },
});
