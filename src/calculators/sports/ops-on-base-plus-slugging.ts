import { bandOf, checkAll, defineCalculator, notMoreThan, out } from '../../engine/index.ts';
import { countField, divisorCountField } from '../shared/presets/ball-sport-fields.ts';
import {
  battingAverage,
  onBasePercentage,
  sluggingPercentage,
  totalBases,
  type PlateRecord,
} from '../shared/sports/baseball.ts';

const RATE_SHOWN = { decimals: 3 } as const;

/** Bill James's OPS scale (The Bill James Handbook), as MLB.com and FanGraphs quote it. */
const OPS_BANDS = [
  [0.5667, 'Poor'],
  [0.6334, 'Below average'],
  [0.7, 'Average'],
  [0.7667, 'Above average'],
  [0.8334, 'Very good'],
  [0.9, 'Great'],
] as const;

export default defineCalculator({
  inputs: {
    atBats: divisorCountField('At-bats', 550, 'Enter at least 1 at-bat: batting average and slugging divide by it.'),
    hits: countField('Hits (all)', 160, 'Singles, doubles, triples and home runs together.'),
    doubles: countField('Doubles', 30),
    triples: countField('Triples', 3),
    homeRuns: countField('Home runs', 25),
    walks: countField('Walks (bases on balls)', 60),
    hitByPitch: countField('Hit by pitch', 5),
    sacrificeFlies: countField('Sacrifice flies', 5),
  },
  validate: (r) =>
    checkAll(
      notMoreThan('hits', r.hits, r.atBats, { what: 'Hits', than: 'at-bats' }),
      notMoreThan('homeRuns', r.doubles + r.triples + r.homeRuns, r.hits, {
        what: 'Doubles, triples and home runs together',
        than: 'all hits',
      }),
    ),
  outputs: {
    ops: out.number({ label: 'OPS (on-base plus slugging)', primary: true, ...RATE_SHOWN }),
    onBase: out.number({ label: 'On-base percentage (OBP)', ...RATE_SHOWN }),
    slugging: out.number({ label: 'Slugging percentage (SLG)', ...RATE_SHOWN }),
    average: out.number({ label: 'Batting average (AVG)', ...RATE_SHOWN }),
    totalBases: out.integer({ label: 'Total bases' }),
    rating: out.text({ label: 'On the Bill James scale' }),
  },
  compute: (r: PlateRecord) => {
    const onBase = onBasePercentage(r);
    const slugging = sluggingPercentage(r);
    const ops = onBase + slugging;
    return {
      ops,
      onBase,
      slugging,
      average: battingAverage(r.hits, r.atBats),
      totalBases: totalBases(r),
      rating: bandOf(ops, RATE_SHOWN, OPS_BANDS, 'Very poor'),
    };
  },
});
