import { defineCalculator, out } from '../../engine/index.ts';
import { countField, inningsNotationErrors, inningsPitchedField } from '../shared/presets/ball-sport-fields.ts';
import { outsFromInnings, perNineInnings, walksAndHitsPerInning } from '../shared/sports/baseball.ts';

export default defineCalculator({
  inputs: {
    walks: countField('Walks (bases on balls)', 50),
    hits: countField('Hits allowed', 160),
    innings: inningsPitchedField(180),
  },
  validate: ({ innings }) => inningsNotationErrors('innings', outsFromInnings(innings)),
  outputs: {
    whip: out.number({ label: 'WHIP', primary: true, decimals: 3 }),
    baserunnersPerNine: out.number({ label: 'Walks and hits per 9 innings', decimals: 2 }),
    outs: out.integer({ label: 'Outs recorded' }),
  },
  compute: ({ walks, hits, innings }) => {
    const outs = outsFromInnings(innings) ?? 0;
    return {
      whip: walksAndHitsPerInning(walks, hits, outs),
      baserunnersPerNine: perNineInnings(walks + hits, outs),
      outs,
    };
  },
  examples: [
    {
      inputs: { walks: 32, hits: 128, innings: 217 },
      expect: { whip: 0.737 },
      tolerance: 0.0005,
      source: 'Baseball-Reference, Pedro Martinez 2000: 128 hits and 32 walks in 217 innings, WHIP 0.737',
    },
    {
      inputs: { walks: 62, hits: 198, innings: 304.2 },
      expect: { whip: 0.853, outs: 914 },
      tolerance: 0.0005,
      source: 'Baseball-Reference, Bob Gibson 1968: 198 hits and 62 walks in 304⅔ innings, WHIP 0.853',
    },
  ],
});
