import { defineCalculator, out, time } from '../../engine/index.ts';
import { clockSpan, hoursMinutesText, parseClock } from '../shared/clock-times.ts';

export default defineCalculator({
  inputs: {
    start: time({ label: 'Start time', default: '09:00' }),
    end: time({
      label: 'End time',
      help: 'An end time earlier than the start time is read as the next day.',
      default: '17:30',
    }),
  },
  outputs: {
    duration: out.duration({ label: 'Time between', primary: true }),
    decimalHours: out.number({ label: 'In decimal hours', decimals: 2, suffix: 'hours' }),
    hoursMinutes: out.text({ label: 'In hours:minutes' }),
    minutes: out.number({ label: 'In minutes', digits: 8, suffix: 'minutes' }),
    overnight: out.text({ label: 'Crosses midnight' }),
  },
  compute: ({ start, end }) => {
    const from = parseClock(start);
    const to = parseClock(end);
    const seconds = clockSpan(from, to);
    return {
      duration: seconds,
      decimalHours: seconds / 3600,
      hoursMinutes: hoursMinutesText(seconds),
      minutes: seconds / 60,
      overnight: to < from ? 'Yes: the end time is on the next day' : 'No: both times are on the same day',
    };
  },
  examples: [
    {
      inputs: { start: '09:00', end: '17:30' },
      expect: { duration: 30_600, decimalHours: 8.5, hoursMinutes: '8:30', minutes: 510 },
      source:
        'Clock arithmetic (24-hour clock, ISO 8601): 17:30 − 09:00 = 8 h 30 min; 30 min ÷ 60 = 0.5 h, the conversion time-card guides give (timeclockcalculators.com: 7:30 = 7.5 decimal hours)',
    },
    {
      inputs: { start: '22:00', end: '06:00' },
      expect: { duration: 28_800, decimalHours: 8, overnight: 'Yes: the end time is on the next day' },
      source: 'Clock arithmetic: an overnight shift from 22:00 to 06:00 is 2 h to midnight + 6 h after it = 8 h',
    },
    {
      inputs: { start: '23:45', end: '00:15' },
      expect: { duration: 1800, minutes: 30, hoursMinutes: '0:30' },
      source: 'Clock arithmetic: 15 minutes to midnight plus 15 minutes after it = 30 minutes',
    },
    {
      inputs: { start: '08:15', end: '16:45' },
      expect: { decimalHours: 8.5, minutes: 510 },
      source: 'Clock arithmetic: 08:15 to 16:15 is 8 h, plus 30 min = 8 h 30 min = 8.5 h = 510 min',
    },
  ],
});
