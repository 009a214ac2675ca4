import { checkAll, defineCalculator, lessThan, number, out } from '../../engine/index.ts';
import { PACE_METRES, swimPaceUnitField } from '../shared/presets/pace-fields.ts';
import { criticalSpeed } from '../shared/sports/critical-speed.ts';
import { raceClock } from '../shared/sports/pace.ts';

/** Repeat and race distances (in pool units) to show target times for at CSS pace. */
const TARGET_DISTANCES = [50, 100, 200, 400, 750, 1500, 1900, 3800] as const;

const trialField = (label: string, defaultMinutes: number, min: number, max: number) =>
  number({
    label,
    help: 'Type it as 5:49 (minutes:seconds). Push off the wall, no dive.',
    unitFamily: 'time',
    unit: 'min',
    units: ['min', 's'],
    default: defaultMinutes,
    min,
    max,
  });

export default defineCalculator({
  inputs: {
    time400: trialField('400 time trial', 7, 3, 30),
    time200: trialField('200 time trial', 3.25, 1.5, 15),
    poolUnit: swimPaceUnitField(),
  },
  validate: ({ time400, time200 }) =>
    checkAll(
      lessThan('time200', time200, time400, 'The 200 must take less time than the 400.'),
      lessThan(
        'time200',
        time200,
        time400 / 2,
        'Your 200 pace is no faster than your 400 pace, so the test cannot find a threshold: swim the 200 all-out and fully rested.',
      ),
    ),
  outputs: {
    cssPace: out.duration({ label: 'CSS pace per 100 (metres or yards, as swum)', primary: true }),
    cssSpeed: out.number({
      label: 'Critical swim speed',
      unitFamily: 'speed',
      unit: 'mps',
      imperialUnit: 'fps',
      units: ['mps', 'fps', 'kph'],
      decimals: 3,
    }),
    reserve: out.number({
      label: 'Anaerobic reserve (D′)',
      decimals: 0,
      help: 'Distance in pool units you can swim above CSS pace before tiring.',
    }),
    targets: out.table({
      label: 'Times at CSS pace',
      columns: [
        { key: 'distance', label: 'Distance', kind: 'integer' },
        { key: 'time', label: 'Time at CSS', kind: 'text' },
      ],
    }),
  },
  compute: ({ time400, time200, poolUnit }) => {
    // The trials are swum in the pool's own units (metres or yards), so CSS comes out per 100 of them.
    const { speed, reserve } = criticalSpeed({ metres: 200, seconds: time200 }, { metres: 400, seconds: time400 });
    const pace = 100 / speed;
    return {
      cssPace: pace,
      cssSpeed: (speed * PACE_METRES[poolUnit]) / 100,
      reserve,
      targets: TARGET_DISTANCES.map((distance) => ({ distance, time: raceClock((distance * pace) / 100) })),
    };
  },
});
