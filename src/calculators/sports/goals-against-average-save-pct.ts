import { checkAll, defineCalculator, notMoreThan, number, out, select } from '../../engine/index.ts';
import { countField, divisorCountField } from '../shared/presets/ball-sport-fields.ts';

const SECONDS_PER_MINUTE = 60;

const GAME_LENGTHS = [
  { value: '60', label: 'Ice hockey or lacrosse: 60 minutes' },
  { value: '90', label: 'Soccer: 90 minutes' },
  { value: '32', label: 'Water polo: 32 minutes' },
] as const;

export default defineCalculator({
  inputs: {
    goalsAgainst: countField('Goals against', 60, 'Leave out empty-net and shootout goals, as the NHL does.'),
    shotsAgainst: divisorCountField(
      'Shots on goal faced',
      750,
      'Enter at least 1 shot: save percentage divides by shots.',
    ),
    timePlayed: number({
      label: 'Time played',
      help: 'Minutes in goal, overtime included; type 1800 min or 30 h.',
      unitFamily: 'time',
      unit: 'min',
      units: ['min', 'h'],
      default: 1800,
      min: 1,
      max: 100_000,
      messages: { min: 'Enter at least 1 minute in goal: the average is per game of playing time.' },
    }),
    gameLength: select({ label: 'Length of a game', options: GAME_LENGTHS, default: '60' }),
  },
  validate: ({ goalsAgainst, shotsAgainst }) =>
    checkAll(
      notMoreThan('goalsAgainst', goalsAgainst, shotsAgainst, {
        what: 'Goals against',
        than: 'shots on goal (each goal is a shot)',
      }),
    ),
  outputs: {
    goalsAgainstAverage: out.number({ label: 'Goals against average (GAA)', primary: true, decimals: 2 }),
    savePercentage: out.number({ label: 'Save percentage (SV%)', decimals: 3 }),
    saves: out.integer({ label: 'Saves' }),
    gamesPlayed: out.number({ label: 'Full games of time played', decimals: 1 }),
  },
  compute: ({ goalsAgainst, shotsAgainst, timePlayed, gameLength }) => {
    const gamesPlayed = timePlayed / SECONDS_PER_MINUTE / Number(gameLength);
    const saves = shotsAgainst - goalsAgainst;
    return {
      goalsAgainstAverage: goalsAgainst / gamesPlayed,
      savePercentage: saves / shotsAgainst,
      saves,
      gamesPlayed,
    };
  },
});
