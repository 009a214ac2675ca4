import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { PACE_METRES, runPaceUnitField, swimPaceField, swimPaceUnitField } from '../shared/presets/pace-fields.ts';
import { METRES_PER_MILE, raceClock } from '../shared/sports/pace.ts';

/**
 * Swim, bike and run distances in metres: World Triathlon sprint and standard distances, and
 * IRONMAN's 2.4 mi / 112 mi / 26.2 mi (IRONMAN 70.3 is half of each).
 */
const RACES = {
  sprint: { name: 'Sprint', swim: 750, bike: 20_000, run: 5000 },
  olympic: { name: 'Olympic (standard)', swim: 1500, bike: 40_000, run: 10_000 },
  half: { name: 'IRONMAN 70.3', swim: 1.2 * METRES_PER_MILE, bike: 56 * METRES_PER_MILE, run: 21_097.5 },
  full: { name: 'IRONMAN', swim: 2.4 * METRES_PER_MILE, bike: 112 * METRES_PER_MILE, run: 42_195 },
} as const;

const customHelp = 'Used only for a custom race.';
const legDistance = (label: string, defaultValue: number, metric: 'm' | 'km', imperial: 'yd' | 'mi') =>
  number({
    label,
    help: customHelp,
    unitFamily: 'length',
    unit: metric,
    imperialUnit: imperial,
    units: metric === 'm' ? ['m', 'yd', 'km', 'mi'] : ['km', 'mi'],
    default: defaultValue,
    min: 0,
    max: metric === 'm' ? 20_000 : 1000,
  });

const transition = (label: string, defaultMinutes: number) =>
  number({
    label,
    help: 'Type it as 2:30 (minutes:seconds) or 150 s.',
    unitFamily: 'time',
    unit: 'min',
    units: ['min', 's'],
    default: defaultMinutes,
    min: 0,
    max: 60,
  });

export default defineCalculator({
  inputs: {
    race: select({
      label: 'Race distance',
      options: [
        { value: 'sprint', label: 'Sprint: 750 m swim, 20 km bike, 5 km run' },
        { value: 'olympic', label: 'Olympic: 1.5 km swim, 40 km bike, 10 km run' },
        { value: 'half', label: 'IRONMAN 70.3: 1.2 mi swim, 56 mi bike, 13.1 mi run' },
        { value: 'full', label: 'IRONMAN: 2.4 mi swim, 112 mi bike, 26.2 mi run' },
        { value: 'custom', label: 'Custom distances' },
      ],
      default: 'olympic',
    }),
    swimDistance: legDistance('Swim distance', 1500, 'm', 'yd'),
    bikeDistance: legDistance('Bike distance', 40, 'km', 'mi'),
    runDistance: legDistance('Run distance', 10, 'km', 'mi'),
    swimPace: swimPaceField('Swim pace per 100', 'Time for 100 metres or yards, like 2:00.'),
    swimPaceUnit: swimPaceUnitField(),
    t1: transition('T1 (swim to bike)', 3),
    bikeSpeed: number({
      label: 'Average bike speed',
      unitFamily: 'speed',
      unit: 'kph',
      imperialUnit: 'mph',
      units: ['kph', 'mph'],
      default: 30,
      min: 5,
      max: 60,
    }),
    t2: transition('T2 (bike to run)', 2),
    runPace: number({
      label: 'Run pace',
      help: 'Time for one kilometre or mile, like 5:30.',
      unitFamily: 'time',
      unit: 'min',
      units: ['min', 's'],
      default: 5.5,
      min: 2,
      max: 20,
    }),
    runPaceUnit: runPaceUnitField(),
  },
  outputs: {
    finishTime: out.duration({ label: 'Predicted finish time', primary: true }),
    swimTime: out.duration({ label: 'Swim' }),
    bikeTime: out.duration({ label: 'Bike' }),
    runTime: out.duration({ label: 'Run' }),
    transitions: out.duration({ label: 'Transitions (T1 + T2)' }),
    splits: out.table({
      label: 'Race splits',
      columns: [
        { key: 'leg', label: 'Leg', kind: 'text' },
        { key: 'time', label: 'Leg time', kind: 'text' },
        { key: 'elapsed', label: 'Race clock at the end', kind: 'text' },
      ],
    }),
  },
  compute: (values) => {
    const distances =
      values.race === 'custom'
        ? { swim: values.swimDistance, bike: values.bikeDistance, run: values.runDistance }
        : RACES[values.race];
    const legs = [
      { leg: 'Swim', seconds: (distances.swim * values.swimPace) / PACE_METRES[values.swimPaceUnit] },
      { leg: 'T1', seconds: values.t1 },
      { leg: 'Bike', seconds: distances.bike / values.bikeSpeed },
      { leg: 'T2', seconds: values.t2 },
      { leg: 'Run', seconds: (distances.run * values.runPace) / PACE_METRES[values.runPaceUnit] },
    ];
    let elapsed = 0;
    const splits = legs.map(({ leg, seconds }) => {
      elapsed += seconds;
      return { leg, time: raceClock(seconds), elapsed: raceClock(elapsed) };
    });
    const [swim, , bike, , run] = legs.map((leg) => leg.seconds);
    return {
      finishTime: elapsed,
      swimTime: swim ?? 0,
      bikeTime: bike ?? 0,
      runTime: run ?? 0,
      transitions: values.t1 + values.t2,
      splits,
    };
  },
});
