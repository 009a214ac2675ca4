import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { careerTimeOutput, workingLifeFields } from '../shared/presets/working-life-fields.ts';

/*
 * A career in meetings: meeting hours a week × working weeks a year × years, shown as time on
 * the calendar, as whole working weeks and as a share of the working week.
 */
const HOUR = 3600;

export default defineCalculator({
  inputs: {
    meetingHours: number({
      label: 'Hours of meetings a week',
      help: 'Calls and video meetings count too.',
      default: 8,
      min: 0,
      max: 100,
      suffix: 'h',
    }),
    workHours: number({
      label: 'Hours you work a week',
      default: 40,
      min: 1,
      max: 100,
      suffix: 'h',
      messages: { max: 'Over 100 hours a week leaves too little time to sleep: enter up to 100.' },
    }),
    ...workingLifeFields({ weeksPerYear: 48, years: 40 }),
  },
  validate: ({ meetingHours, workHours }) =>
    meetingHours > workHours
      ? [
          {
            field: 'meetingHours',
            message: 'Meetings cannot take more hours than you work: enter no more than your working week.',
          },
        ]
      : [],
  compute: ({ meetingHours, workHours, weeksPerYear, years }) => {
    const hours = meetingHours * weeksPerYear * years;
    return { total: hours * HOUR, workWeeks: hours / workHours, share: (meetingHours / workHours) * 100 };
  },
  outputs: {
    total: careerTimeOutput('Time in meetings over your career'),
    workWeeks: out.number({ label: 'That is, full working weeks', decimals: 0, suffix: 'weeks' }),
    share: out.percent({ label: 'Share of your working time', decimals: 1 }),
  },
  shareLine: ({ total, share }) =>
    `I will spend ${formatNumber(total / 86_400, { decimals: 0 })} days of my life in meetings, ${formatNumber(share, { decimals: 0 })} % of my working time.`,
});
