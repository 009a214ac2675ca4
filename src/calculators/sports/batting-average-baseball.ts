import { bandOf, checkAll, defineCalculator, notMoreThan, out } from '../../engine/index.ts';
import { countField, divisorCountField } from '../shared/presets/ball-sport-fields.ts';
import { battingAverage } from '../shared/sports/baseball.ts';

const AVERAGE_SHOWN = { decimals: 3 } as const;

/** How an average reads in the major leagues (league batting has sat near .245–.255 since 2015). */
const AVERAGE_BANDS = [
  [0.2, 'Below average (under the usual league mark of about .250)'],
  [0.25, 'About league average'],
  [0.3, 'Excellent: a .300 hitter'],
  [0.4, 'Historic: no major leaguer has hit .400 over a season since 1941'],
] as const;

export default defineCalculator({
  inputs: {
    hits: countField('Hits', 150),
    atBats: divisorCountField('At-bats', 500, 'Enter at least 1 at-bat: an average divides hits by at-bats.'),
  },
  validate: ({ hits, atBats }) =>
    checkAll(notMoreThan('hits', hits, atBats, { what: 'Hits', than: 'at-bats (each hit is an at-bat)' })),
  outputs: {
    average: out.number({ label: 'Batting average', primary: true, ...AVERAGE_SHOWN }),
    outs: out.integer({ label: 'At-bats without a hit' }),
    rating: out.text({ label: 'How it compares' }),
  },
  compute: ({ hits, atBats }) => {
    const average = battingAverage(hits, atBats);
    return {
      average,
      outs: atBats - hits,
      rating: bandOf(average, AVERAGE_SHOWN, AVERAGE_BANDS, 'Mendoza line territory (under .200)'),
    };
  },
});
