import { defineCalculator, integer, out } from '../../engine/index.ts';
import { countField, inningsNotationErrors, inningsPitchedField } from '../shared/presets/ball-sport-fields.ts';
import { outsFromInnings } from '../shared/sports/baseball.ts';

export default defineCalculator({
  inputs: {
    earnedRuns: countField('Earned runs allowed', 60),
    innings: inningsPitchedField(180),
    gameInnings: integer({
      label: 'Innings in a game',
      help: '9 for baseball; 7 for softball and most high-school baseball.',
      default: 9,
      min: 1,
      max: 9,
    }),
  },
  validate: ({ innings }) => inningsNotationErrors('innings', outsFromInnings(innings)),
  outputs: {
    era: out.number({ label: 'Earned run average (ERA)', primary: true, decimals: 2 }),
    outs: out.integer({ label: 'Outs recorded' }),
    runsPerInning: out.number({ label: 'Earned runs per inning', decimals: 3 }),
  },
  compute: ({ earnedRuns, innings, gameInnings }) => {
    const outs = outsFromInnings(innings) ?? 0;
    const runsPerInning = (earnedRuns * 3) / outs;
    return { era: runsPerInning * gameInnings, outs, runsPerInning };
  },
});
