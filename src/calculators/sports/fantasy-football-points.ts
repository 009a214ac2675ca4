import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { countField } from '../shared/presets/ball-sport-fields.ts';

/** Points per reception in the three common formats (ESPN and NFL Fantasy default leagues). */
const SCORING = [
  { value: 'standard', label: 'Standard (0 per catch)' },
  { value: 'half', label: 'Half-PPR (0.5 per catch)' },
  { value: 'ppr', label: 'PPR (1 per catch)' },
] as const;

const POINTS_PER_RECEPTION: Record<(typeof SCORING)[number]['value'], number> = { standard: 0, half: 0.5, ppr: 1 };

/** ESPN and NFL Fantasy default values shared by all three formats. */
const POINTS = {
  passingYard: 1 / 25,
  passingTouchdown: 4,
  interception: -2,
  rushingOrReceivingYard: 1 / 10,
  rushingOrReceivingTouchdown: 6,
  twoPointConversion: 2,
  fumbleLost: -2,
} as const;

const yardsField = (label: string, defaultValue: number) =>
  integer({ label, help: 'Can be negative for a loss.', default: defaultValue, min: -1000, max: 10_000 });

export default defineCalculator({
  inputs: {
    scoring: select({ label: 'Scoring format', options: SCORING, default: 'ppr' }),
    passingYards: yardsField('Passing yards', 0),
    passingTouchdowns: countField('Passing touchdowns', 0),
    interceptions: countField('Interceptions thrown', 0),
    rushingYards: yardsField('Rushing yards', 45),
    rushingTouchdowns: countField('Rushing touchdowns', 0),
    receptions: countField('Receptions', 6),
    receivingYards: yardsField('Receiving yards', 85),
    receivingTouchdowns: countField('Receiving touchdowns', 1),
    twoPointConversions: countField('Two-point conversions (pass, run or catch)', 0),
    fumblesLost: countField('Fumbles lost', 0),
  },
  outputs: {
    total: out.number({ label: 'Fantasy points', primary: true, decimals: 2 }),
    passing: out.number({ label: 'From passing', decimals: 2 }),
    rushing: out.number({ label: 'From rushing', decimals: 2 }),
    receiving: out.number({ label: 'From receiving (catches included)', decimals: 2 }),
    other: out.number({ label: 'Two-point conversions and fumbles', decimals: 2 }),
  },
  compute: (s) => {
    const passing =
      s.passingYards * POINTS.passingYard +
      s.passingTouchdowns * POINTS.passingTouchdown +
      s.interceptions * POINTS.interception;
    const rushing =
      s.rushingYards * POINTS.rushingOrReceivingYard + s.rushingTouchdowns * POINTS.rushingOrReceivingTouchdown;
    const receiving =
      s.receptions * POINTS_PER_RECEPTION[s.scoring] +
      s.receivingYards * POINTS.rushingOrReceivingYard +
      s.receivingTouchdowns * POINTS.rushingOrReceivingTouchdown;
    const other = s.twoPointConversions * POINTS.twoPointConversion + s.fumblesLost * POINTS.fumbleLost;
    return { total: passing + rushing + receiving + other, passing, rushing, receiving, other };
  },
});
