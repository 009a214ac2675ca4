import { defineCalculator, number, out } from '../../engine/index.ts';
import { ADULT_SLEEP_HOURS } from '../shared/wellness/sleep-cycles.ts';

const NIGHTS = [
  ['monday', 'Monday night'],
  ['tuesday', 'Tuesday night'],
  ['wednesday', 'Wednesday night'],
  ['thursday', 'Thursday night'],
  ['friday', 'Friday night'],
  ['saturday', 'Saturday night'],
  ['sunday', 'Sunday night'],
] as const;

const hoursSlept = (label: string, hours: number) =>
  number({ label, default: hours, min: 0, max: 24, step: 0.25, suffix: 'hours' });

const HOUR = 3600;

export default defineCalculator({
  inputs: {
    need: number({
      label: 'Sleep you need a night',
      help: 'Adults 18–64 need 7 to 9 hours; over 65, 7 to 8.',
      default: 8,
      min: 4,
      max: 12,
      step: 0.25,
      suffix: 'hours',
    }),
    monday: hoursSlept('Monday night', 6.5),
    tuesday: hoursSlept('Tuesday night', 6.5),
    wednesday: hoursSlept('Wednesday night', 7),
    thursday: hoursSlept('Thursday night', 6),
    friday: hoursSlept('Friday night', 7),
    saturday: hoursSlept('Saturday night', 9),
    sunday: hoursSlept('Sunday night', 8),
    catchUp: number({
      label: 'Extra sleep you can add a night to catch up',
      help: 'Sleep experts suggest an hour or so more, not a whole lost night at once.',
      default: 1,
      min: 0.25,
      max: 4,
      step: 0.25,
      suffix: 'hours',
    }),
  },
  outputs: {
    netDebt: out.duration({ label: 'Sleep debt this week', primary: true, smallest: 'minute' }),
    shortfall: out.duration({ label: 'Sleep lost on short nights', smallest: 'minute' }),
    average: out.number({ label: 'Average sleep a night', decimals: 2, suffix: 'hours' }),
    nightsShort: out.integer({ label: 'Nights under your need', suffix: 'nights' }),
    recovery: out.text({ label: 'To catch up' }),
  },
  compute: (values) => {
    const slept = NIGHTS.map(([key]) => values[key]);
    const total = slept.reduce((sum, hours) => sum + hours, 0);
    const shortfall = slept.reduce((sum, hours) => sum + Math.max(0, values.need - hours), 0);
    const netDebt = Math.max(0, values.need * NIGHTS.length - total);
    const average = total / NIGHTS.length;
    const nights = Math.ceil(netDebt / values.catchUp - 1e-9);
    const belowAdults = average < ADULT_SLEEP_HOURS.least ? ' Your average is under the 7 hours adults need.' : '';
    return {
      netDebt: netDebt * HOUR,
      shortfall: shortfall * HOUR,
      average,
      nightsShort: slept.filter((hours) => hours < values.need).length,
      recovery:
        netDebt === 0
          ? `No debt: you slept at least your need over the week.${belowAdults}`
          : `Sleep ${values.catchUp} hour${values.catchUp === 1 ? '' : 's'} more a night for ${nights} night${nights === 1 ? '' : 's'}.${belowAdults}`,
    };
  },
});
