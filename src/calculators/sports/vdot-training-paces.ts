import { checkAll, defineCalculator, lessThan, notMoreThan, out } from '../../engine/index.ts';
import { raceDistanceField, raceTimeField, raceTimeRows, raceTimesTable } from '../shared/presets/race-result.ts';
import { METRES_PER_MILE, raceClock } from '../shared/sports/pace.ts';
import { raceSecondsFor, trainingPaces, vdotOf } from '../shared/sports/vdot.ts';

/** The span of the equations' use: Daniels' tables run from VDOT 30 to 85; we allow a little either side. */
const LOWEST_VDOT = 20;
const HIGHEST_VDOT = 90;

/** A pace in seconds per km, as a range or one figure per km, per mile and per 400 m lap. */
function paceRow(training: string, use: string, fast: number, slow = fast) {
  const written = (perKm: number, per: number) => raceClock((perKm * per) / 1000);
  const span = (per: number) => (fast === slow ? written(fast, per) : `${written(fast, per)}–${written(slow, per)}`);
  return { training, use, perKm: span(1000), perMile: span(METRES_PER_MILE), perLap: span(400) };
}

export default defineCalculator({
  inputs: {
    distance: raceDistanceField(
      'Race distance',
      5,
      'A recent all-out race from 1,500 m to the marathon (42.195 km).',
      1500,
    ),
    time: raceTimeField('Race time', 25),
  },
  validate: ({ distance, time }) =>
    checkAll(
      notMoreThan(
        'time',
        time,
        raceSecondsFor(LOWEST_VDOT, distance),
        'That time is slower than a running pace the VDOT equations cover (VDOT 20); enter a race you ran, not walked.',
      ),
      lessThan(
        'time',
        raceSecondsFor(HIGHEST_VDOT, distance),
        time,
        'That time is faster than any world record (VDOT above 90); check the distance and the time.',
      ),
    ),
  outputs: {
    vdot: out.number({ label: 'VDOT', primary: true, decimals: 1 }),
    thresholdPace: out.duration({ label: 'Threshold pace per kilometre' }),
    paces: out.table({
      label: 'Training paces',
      columns: [
        { key: 'training', label: 'Training', kind: 'text' },
        { key: 'use', label: 'Used for', kind: 'text' },
        { key: 'perKm', label: 'Per km', kind: 'text' },
        { key: 'perMile', label: 'Per mile', kind: 'text' },
        { key: 'perLap', label: 'Per 400 m', kind: 'text' },
      ],
    }),
    races: raceTimesTable('Equivalent race times'),
  },
  compute: ({ distance, time }) => {
    const vdot = vdotOf(distance, time);
    const paces = trainingPaces(vdot);
    return {
      vdot,
      thresholdPace: Math.round(paces.threshold),
      paces: [
        paceRow('Easy (E)', 'Warm-ups, recovery and long runs', paces.easyFast, paces.easySlow),
        paceRow('Marathon (M)', 'Steady runs at goal marathon pace', paces.marathon),
        paceRow('Threshold (T)', 'Tempo runs and cruise intervals', paces.threshold),
        paceRow('Interval (I)', 'Hard 3–5 minute repeats', paces.interval),
        paceRow('Repetition (R)', 'Short fast repeats with full recovery', paces.repetition),
      ],
      races: raceTimeRows((metres) => raceSecondsFor(vdot, metres)),
    };
  },
});
