import {
  checkAll,
  defineCalculator,
  integer,
  notMoreThan,
  number,
  out,
  toggle,
  type FieldError,
} from '../../engine/index.ts';
import { countField } from '../shared/presets/ball-sport-fields.ts';
import { ballsFromOvers, oversCounted, OVERS_NOTATION_MESSAGE } from '../shared/sports/cricket.ts';

const oversField = (label: string, defaultValue: number) =>
  number({
    label,
    help: '45.3 means 45 overs and 3 balls.',
    default: defaultValue,
    min: 0.1,
    max: 10_000,
    messages: { min: 'Enter at least one ball (0.1 overs): a run rate divides by overs.' },
  });

const allOutField = (label: string) =>
  toggle({ label, help: 'Then the full quota of overs counts, as the ICC rule says.', default: false });

function oversErrors(field: string, overs: number, allOut: boolean, quota: number): FieldError[] {
  if (ballsFromOvers(overs) === undefined) return [{ field, message: OVERS_NOTATION_MESSAGE }];
  return allOut ? notMoreThan(field, overs, quota, { what: 'The overs of an all-out innings', than: 'the quota' }) : [];
}

export default defineCalculator({
  inputs: {
    quota: integer({
      label: 'Overs per innings (quota)',
      help: '50 for one-day, 20 for T20.',
      default: 50,
      min: 1,
      max: 100,
    }),
    runsScored: countField('Runs scored', 287),
    oversFaced: oversField('Overs faced', 50),
    battingAllOut: allOutField('Your team was all out'),
    runsConceded: countField('Runs conceded', 243),
    oversBowled: oversField('Overs bowled', 50),
    bowlingAllOut: allOutField('The other team was all out'),
  },
  validate: (v) =>
    checkAll(
      oversErrors('oversFaced', v.oversFaced, v.battingAllOut, v.quota),
      oversErrors('oversBowled', v.oversBowled, v.bowlingAllOut, v.quota),
    ),
  outputs: {
    netRunRate: out.number({ label: 'Net run rate (NRR)', primary: true, decimals: 3 }),
    scoringRate: out.number({ label: 'Runs scored per over', decimals: 3 }),
    concedingRate: out.number({ label: 'Runs conceded per over', decimals: 3 }),
    oversFacedCounted: out.number({ label: 'Overs faced, as counted', decimals: 3 }),
    oversBowledCounted: out.number({ label: 'Overs bowled, as counted', decimals: 3 }),
  },
  compute: (v) => {
    const oversFacedCounted = oversCounted(ballsFromOvers(v.oversFaced) ?? 0, v.battingAllOut, v.quota);
    const oversBowledCounted = oversCounted(ballsFromOvers(v.oversBowled) ?? 0, v.bowlingAllOut, v.quota);
    const scoringRate = v.runsScored / oversFacedCounted;
    const concedingRate = v.runsConceded / oversBowledCounted;
    return {
      netRunRate: scoringRate - concedingRate,
      scoringRate,
      concedingRate,
      oversFacedCounted,
      oversBowledCounted,
    };
  },
});
