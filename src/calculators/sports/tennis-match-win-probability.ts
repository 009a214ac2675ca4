import { defineCalculator, out, percent, radio, select } from '../../engine/index.ts';
import { holdProbability, matchProbability, setOutcome, tiebreakProbability } from '../shared/sports/tennis.ts';

const serveField = (label: string, defaultValue: number) =>
  percent({
    label,
    help: 'Points won on serve, from match stats; tour players win about 60–70 %.',
    default: defaultValue,
    min: 1,
    max: 99,
    messages: {
      min: 'Enter 1 % to 99 %: at 0 % or 100 % a set would never end.',
      max: 'Enter 1 % to 99 %: at 0 % or 100 % a set would never end.',
    },
  });

const BEST_OF = [
  { value: '3', label: 'Best of 3 sets' },
  { value: '5', label: 'Best of 5 sets' },
] as const;

const FINAL_SETS = [
  { value: 'tiebreak10', label: 'Tiebreak to 10 at 6–6 (Grand Slams since 2022)' },
  { value: 'tiebreak7', label: 'Tiebreak to 7 at 6–6, like the other sets' },
  { value: 'advantage', label: 'Advantage set: play on until two games clear' },
] as const;

export default defineCalculator({
  inputs: {
    serveA: serveField('Player A: points won on serve', 66),
    serveB: serveField('Player B: points won on serve', 62),
    bestOf: radio({ label: 'Match length', options: BEST_OF, default: '3' }),
    finalSet: select({ label: 'Final set', options: FINAL_SETS, default: 'tiebreak10' }),
  },
  outputs: {
    match: out.percent({ label: 'Player A wins the match', primary: true, decimals: 1 }),
    set: out.percent({ label: 'Player A wins a set (serving first)', decimals: 1 }),
    tiebreak: out.percent({ label: 'Player A wins a 7-point tiebreak (serving first)', decimals: 1 }),
    holdA: out.percent({ label: 'Player A holds serve', decimals: 1 }),
    holdB: out.percent({ label: 'Player B holds serve', decimals: 1 }),
  },
  compute: ({ serveA, serveB, bestOf, finalSet }) => {
    const pA = serveA / 100;
    const pB = serveB / 100;
    const set = setOutcome(pA, pB, 'tiebreak7');
    return {
      match: 100 * matchProbability(pA, pB, bestOf === '5' ? 5 : 3, finalSet),
      set: 100 * (set.winEven + set.winOdd),
      tiebreak: 100 * tiebreakProbability(pA, pB, 7),
      holdA: 100 * holdProbability(pA),
      holdB: 100 * holdProbability(pB),
    };
  },
});
