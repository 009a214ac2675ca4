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
  examples: [
    {
      inputs: { earnedRuns: 38, innings: 304.2, gameInnings: 9 },
      expect: { era: 1.12, outs: 914 },
      tolerance: 0.005,
      source: 'Baseball-Reference, Bob Gibson 1968: 38 earned runs in 304⅔ innings (304.2), ERA 1.12',
    },
    {
      inputs: { earnedRuns: 35, innings: 202, gameInnings: 9 },
      expect: { era: 1.56 },
      tolerance: 0.005,
      source: 'Baseball-Reference, Greg Maddux 1994: 35 earned runs in 202 innings, ERA 1.56',
    },
    {
      inputs: { earnedRuns: 14, innings: 70, gameInnings: 7 },
      expect: { era: 1.4 },
      tolerance: 1e-9,
      source: 'NFHS softball scorebook formula, ERA = earned runs × 7 ÷ innings pitched: 14 × 7 ÷ 70 = 1.40',
    },
  ],
});
