import { checkAll, defineCalculator, notMoreThan, out, toggle } from '../../engine/index.ts';
import { countField, divisorCountField } from '../shared/presets/ball-sport-fields.ts';

interface Standing {
  wins: number;
  losses: number;
}

/** What the magic number means for the leader with `leaderLeft` games to play. */
function clinchStatus(magic: number, leaderLeft: number, otherLeft: number): string {
  if (magic <= 0) return 'Clinched: the other team can no longer finish ahead';
  if (magic > leaderLeft + otherLeft) return 'Out of reach: the first team can no longer finish ahead';
  if (magic > leaderLeft)
    return `Needs help: more than its own ${leaderLeft} games left, so the other team must lose some`;
  return `Any ${magic} of the first team's wins and the other team's losses together clinch`;
}

export default defineCalculator({
  inputs: {
    seasonGames: divisorCountField('Games in the season', 162, 'Enter the games each team plays in the season.'),
    leaderWins: countField('First team: wins', 90),
    leaderLosses: countField('First team: losses', 62),
    otherWins: countField('Chasing team: wins', 84),
    otherLosses: countField('Chasing team: losses', 68),
    leaderHoldsTiebreaker: toggle({
      label: 'The first team wins a tie (holds the tiebreaker)',
      help: 'Off: the first team must finish strictly ahead, as in the usual magic number.',
      default: false,
    }),
  },
  validate: ({ seasonGames, leaderWins, leaderLosses, otherWins, otherLosses }) =>
    checkAll(
      notMoreThan('leaderLosses', leaderWins + leaderLosses, seasonGames, {
        what: "The first team's wins and losses",
        than: 'the games in the season',
      }),
      notMoreThan('otherLosses', otherWins + otherLosses, seasonGames, {
        what: "The chasing team's wins and losses",
        than: 'the games in the season',
      }),
    ),
  outputs: {
    magicNumber: out.integer({ label: 'Magic number', primary: true }),
    status: out.text({ label: 'What it means' }),
    leaderGamesLeft: out.integer({ label: 'First team: games left' }),
    otherBestWins: out.integer({ label: 'Chasing team: most wins still possible' }),
  },
  compute: ({ seasonGames, leaderWins, leaderLosses, otherWins, otherLosses, leaderHoldsTiebreaker }) => {
    const leader: Standing = { wins: leaderWins, losses: leaderLosses };
    const other: Standing = { wins: otherWins, losses: otherLosses };
    // G + 1 − W(leader) − L(other); a leader that wins ties needs one fewer.
    const magic = seasonGames + (leaderHoldsTiebreaker ? 0 : 1) - leader.wins - other.losses;
    const leaderGamesLeft = seasonGames - leader.wins - leader.losses;
    const otherGamesLeft = seasonGames - other.wins - other.losses;
    return {
      magicNumber: Math.max(0, magic),
      status: clinchStatus(magic, leaderGamesLeft, otherGamesLeft),
      leaderGamesLeft,
      otherBestWins: other.wins + otherGamesLeft,
    };
  },
});
