import { defineCalculator, integer, out, percent } from '../../engine/index.ts';
import { bowlingHandicap } from '../shared/sports/bowling.ts';

const GAMES_IN_A_SERIES = 3;

const scoreField = (label: string, defaultValue: number, help: string) =>
  integer({
    label,
    help,
    default: defaultValue,
    min: 0,
    max: 300,
    messages: { max: 'A bowling score is at most 300.' },
  });

export default defineCalculator({
  inputs: {
    average: scoreField('Your average', 165, 'Your league average, with the fraction dropped (165.8 is 165).'),
    basis: scoreField('Basis score', 220, "From your league's rules: usually 200, 210, 220 or 230."),
    percentage: percent({
      label: 'Percentage factor',
      help: 'Usually 80 %, 90 % or 100 %.',
      default: 90,
      min: 0,
      max: 100,
    }),
    gameScore: scoreField("A game's scratch score", 170, 'What you bowled, to see it with handicap.'),
  },
  outputs: {
    handicap: out.integer({ label: 'Handicap per game', primary: true, suffix: 'pins' }),
    handicapScore: out.integer({ label: 'That game with handicap' }),
    seriesHandicap: out.integer({ label: 'Handicap for a 3-game series', suffix: 'pins' }),
  },
  compute: ({ average, basis, percentage, gameScore }) => {
    const handicap = bowlingHandicap(basis, average, percentage);
    return { handicap, handicapScore: gameScore + handicap, seriesHandicap: handicap * GAMES_IN_A_SERIES };
  },
});
