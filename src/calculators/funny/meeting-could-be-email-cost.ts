import Big from 'big.js';
import { defineCalculator, integer, number, out, percent, select } from '../../engine/index.ts';
import { annualPay, payPer, type WorkSchedule } from '../shared/money/pay-periods.ts';
import { toCents, toUnitPrice } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * What a meeting costs in pay: attendees × average hourly cost × length. A yearly salary becomes
 * an hourly one over a full-time year of 52 weeks × 40 hours (2,080 hours); benefits and
 * overheads, if entered, go on top. Worked in exact decimals, rounded to the cent once.
 */
const FULL_TIME: WorkSchedule = { hoursPerWeek: 40, daysPerWeek: 5, weeksPerYear: 52 };
const MINUTES_PER_HOUR = 60;

export default defineCalculator({
  inputs: {
    attendees: integer({
      label: 'People in the meeting',
      default: 6,
      min: 1,
      max: 10_000,
      suffix: 'people',
      messages: { max: 'Over 10,000 people is a conference: enter up to 10,000.' },
    }),
    pay: moneyAmount({ label: 'Their average pay', default: 75_000 }, PRICE_MAX),
    per: select({
      label: 'Paid',
      options: [
        { value: 'year', label: 'Per year (salary)' },
        { value: 'hour', label: 'Per hour' },
      ],
      default: 'year',
    }),
    overhead: percent({
      label: 'Benefits and overheads on top of pay',
      help: 'Leave at 0 % for pay alone; benefits often add 30 to 45 %.',
      default: 0,
      min: 0,
      max: 300,
    }),
    minutes: number({
      label: 'Length of the meeting',
      default: 60,
      min: 1,
      max: 1440,
      suffix: 'min',
      messages: { max: 'A meeting cannot last more than a day (1,440 minutes), though some feel like it.' },
    }),
  },
  compute: ({ attendees, pay, per, overhead, minutes }) => {
    const hourly = payPer(annualPay(pay, per, FULL_TIME), 'hour', FULL_TIME).times(new Big(overhead).div(100).plus(1));
    const perMinute = hourly.times(attendees).div(MINUTES_PER_HOUR);
    return {
      total: toCents(perMinute.times(minutes)),
      perMinute: toUnitPrice(perMinute),
      perPerson: toCents(hourly.times(minutes).div(MINUTES_PER_HOUR)),
      hourly: toUnitPrice(hourly),
    };
  },
  outputs: {
    total: out.money({ label: 'This meeting costs', primary: true }),
    perMinute: out.money({ label: 'Each minute of it', perUnit: true }),
    perPerson: out.money({ label: 'For each person there' }),
    hourly: out.money({ label: 'Cost of one person for an hour', perUnit: true }),
  },
  shareLine: (_, { attendees, minutes }) =>
    `A ${formatNumber(minutes, { digits: 3 })}-minute meeting with ${formatNumber(attendees, { decimals: 0 })} people uses ${formatNumber((attendees * minutes) / MINUTES_PER_HOUR, { digits: 3 })} hours of working time. Could it be an email?`,
});
