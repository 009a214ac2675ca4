import { defineCalculator, integer, out, toggle } from '../../engine/index.ts';
import { circleRounds, type Pairing } from '../shared/sports/round-robin.ts';

const written = (pairings: readonly Pairing[], swap: boolean) => {
  const games = pairings.filter((game) => game.away !== undefined);
  const bye = pairings.find((game) => game.away === undefined);
  return {
    games: games.map(({ home, away }) => (swap ? `${away} v ${home}` : `${home} v ${away}`)).join(' · '),
    bye: bye === undefined ? '–' : `Team ${bye.home}`,
  };
};

export default defineCalculator({
  inputs: {
    teams: integer({
      label: 'Number of teams',
      help: 'Teams (or players) numbered 1, 2, 3…',
      default: 6,
      min: 2,
      max: 40,
    }),
    double: toggle({ label: 'Double round robin (home and away)', default: false }),
  },
  outputs: {
    rounds: out.integer({ label: 'Rounds', primary: true }),
    games: out.integer({ label: 'Games in total' }),
    gamesPerRound: out.integer({ label: 'Games per round' }),
    schedule: out.table({
      label: 'Schedule (home v away)',
      columns: [
        { key: 'round', label: 'Round', kind: 'integer' },
        { key: 'games', label: 'Games', kind: 'text' },
        { key: 'bye', label: 'Bye', kind: 'text' },
      ],
      previewRows: 20,
    }),
  },
  compute: ({ teams, double }) => {
    const single = circleRounds(teams);
    const legs = double ? [false, true] : [false];
    const schedule = legs.flatMap((swap, leg) =>
      single.map((pairings, index) => ({ round: leg * single.length + index + 1, ...written(pairings, swap) })),
    );
    return {
      rounds: schedule.length,
      games: (legs.length * teams * (teams - 1)) / 2,
      gamesPerRound: Math.floor(teams / 2),
      schedule,
    };
  },
});
