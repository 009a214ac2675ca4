import Big from 'big.js';
import { defineCalculator, integer, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timesOver } from '../shared/fun/lifetime.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount } from '../shared/presets/money-fields.ts';

/*
 * Socks the laundry swallows: socks lost a month × 12 × people × years, counted in whole socks,
 * and what replacing them costs. A survey of 2,000 Britons for Samsung (2016) found 1.3 socks lost
 * a month each: 1,264 over an 81-year life, £2,528 at £2 a sock. Loads are counted over the same
 * years (52.1775 weeks a year) to give the socks lost per 100 loads.
 */
export default defineCalculator({
  inputs: {
    socksPerMonth: number({
      label: 'Socks lost a month, each person',
      help: 'A 2016 survey for Samsung found 1.3 a month.',
      default: 1.3,
      min: 0,
      max: 100,
      suffix: 'socks',
    }),
    people: integer({ label: 'People in the household', default: 1, min: 1, max: 50, suffix: 'people' }),
    loadsPerWeek: number({
      label: 'Loads of laundry a week',
      help: 'ENERGY STAR counts about 300 loads a year for an average US family, nearly 6 a week.',
      default: 4,
      min: 0.1,
      max: 100,
      suffix: 'loads',
    }),
    years: number({
      label: 'Years of doing laundry',
      help: 'The survey counted a whole life of 81 years.',
      default: 81,
      min: 0,
      max: 120,
      suffix: 'years',
      messages: { max: 'Nobody has lived past 122 years: enter up to 120.' },
    }),
    price: moneyAmount({ label: 'Price of one sock (half a pair)', default: 2 }, 1000),
  },
  compute: ({ socksPerMonth, people, loadsPerWeek, years, price }) => {
    const socks = Math.round(socksPerMonth * 12 * people * years);
    const loads = timesOver(loadsPerWeek, 1, years);
    return {
      socks,
      cost: toCents(new Big(price).times(socks)),
      loads,
      perHundredLoads: loads > 0 ? (socks / loads) * 100 : 0,
    };
  },
  outputs: {
    socks: out.integer({ label: 'Socks lost to the laundry', primary: true, suffix: 'socks' }),
    cost: out.money({ label: 'Cost of replacing them' }),
    loads: out.number({ label: 'Loads washed', decimals: 0, suffix: 'loads' }),
    perHundredLoads: out.number({ label: 'Socks lost per 100 loads', decimals: 1, suffix: 'socks' }),
  },
  shareLine: ({ socks }, { years }) =>
    `The washing machine will eat ${formatNumber(socks, { decimals: 0 })} of my socks in ${formatNumber(years, { digits: 3 })} years.`,
});
