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
});
