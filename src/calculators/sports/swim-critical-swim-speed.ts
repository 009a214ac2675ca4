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
  examples: [
    {
      inputs: { time400: { value: 348, unit: 's' }, time200: { value: 162, unit: 's' }, poolUnit: 'm' },
      expect: { cssPace: 93 },
      tolerance: 0.001,
      source:
        'Swim Smooth CSS calculator, as reported on "10K marathon swim: More on CSS" (2011): 400 in 5:48 and 200 in 2:42 give a CSS pace of 1:33 per 100; (348 − 162) ÷ 2 = 93 s',
    },
    {
      inputs: { time400: { value: 349, unit: 's' }, time200: { value: 170, unit: 's' }, poolUnit: 'm' },
      expect: { cssPace: 89.5, cssSpeed: 1.117 },
      tolerance: 0.001,
      source:
        'Swim Smooth CSS calculator, same post: 400 in 5:49 and 200 in 2:50 gave 1:29 per 100 (shown to the whole second); CSS = (400 − 200) ÷ (349 − 170) = 1.117 m/s, 89.5 s per 100 m',
    },
    {
      inputs: { time400: { value: 420, unit: 's' }, time200: { value: 195, unit: 's' }, poolUnit: 'yd' },
      expect: { cssPace: 112.5, reserve: 26.67 },
      tolerance: 0.01,
      source:
        'Wakayoshi et al. (1992) critical-speed line by hand, 25 yd pool: CS = 200 ÷ (420 − 195) = 0.8889 yd/s, 112.5 s per 100 yd; D′ = 400 − 0.8889 × 420 = 26.67 yd',
    },
  ],
});
