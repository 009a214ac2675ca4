import { defineCalculator, number, out } from '../../engine/index.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';
import { METRES_PER_YARD } from '../shared/sports/pace.ts';
import { COMBINE_TAU, speedAt, timeAt, topSpeedFor } from '../shared/sports/sprint.ts';

const speedUnits = { unitFamily: 'speed', unit: 'mph', units: ['mph', 'kph', 'mps', 'fps'] } as const;
/** Usain Bolt's fastest 20 m stretch of his 9.58 s 100 m was about 12.4 m/s; no sprint averages more. */
const FASTEST_HUMAN_SPEED = 12.5;
const { mph: MPH, kph: KPH } = UNIT_FAMILIES.speed.units;
const round2 = (value: number) => Math.round(value * 100) / 100;

export default defineCalculator({
  inputs: {
    distance: number({
      label: 'Sprint distance',
      help: '40 yd is the NFL Combine dash (36.58 m). The model suits sprints up to about 60 m.',
      unitFamily: 'length',
      unit: 'yd',
      units: ['yd', 'm', 'ft'],
      default: 40,
      min: 10,
      max: 110,
    }),
    time: number({
      label: 'Time',
      unitFamily: 'time',
      unit: 's',
      units: ['s'],
      default: 4.6,
      min: 0.8,
      max: 30,
      step: 0.01,
    }),
    tau: number({
      label: 'Acceleration time constant (τ)',
      help: 'How quickly you reach top speed; NFL Combine athletes averaged 0.77 s. Used for top speed and splits.',
      unitFamily: 'time',
      unit: 's',
      units: ['s'],
      default: COMBINE_TAU,
      min: 0.4,
      max: 2,
      step: 0.01,
    }),
  },
  validate: ({ distance, time }) =>
    distance / time > FASTEST_HUMAN_SPEED
      ? [
          {
            field: 'time',
            message:
              'That averages faster than 12.5 m/s (28 mph), quicker than any human has sprinted: check the time and distance.',
          },
        ]
      : [],
  outputs: {
    averageSpeed: out.number({ label: 'Average speed', primary: true, ...speedUnits, decimals: 2 }),
    topSpeed: out.number({ label: 'Estimated top speed', primary: true, ...speedUnits, decimals: 2 }),
    splits: out.table({
      label: 'Estimated splits',
      columns: [
        { key: 'mark', label: 'Mark', kind: 'text' },
        { key: 'time', label: 'Time (s)', kind: 'number' },
        { key: 'mph', label: 'Speed (mph)', kind: 'number' },
        { key: 'kph', label: 'Speed (km/h)', kind: 'number' },
      ],
    }),
  },
  compute: ({ distance, time, tau }) => {
    const topSpeed = topSpeedFor(distance, time, tau);
    const marks = [10, 20, 30, 40, 60, 80, 100]
      .map((yards) => yards * METRES_PER_YARD)
      .filter((metres) => metres < distance - 1e-9);
    const splits = [...marks, distance].map((metres) => {
      const at = metres === distance ? time : timeAt(metres, topSpeed, tau);
      const speed = speedAt(at, topSpeed, tau);
      return {
        mark: `${Math.round(metres / METRES_PER_YARD)} yd (${round2(metres)} m)`,
        time: round2(at),
        mph: round2(speed / MPH.factor),
        kph: round2(speed / KPH.factor),
      };
    });
    return { averageSpeed: distance / time, topSpeed, splits };
  },
  examples: [
    {
      inputs: { distance: 40, time: 4.4, tau: 0.768 },
      expect: { averageSpeed: { value: 18.6, unit: 'mph' }, topSpeed: 10.064 },
      tolerance: 0.005,
      source:
        'By hand from the mono-exponential sprint model of Clark et al. (J Strength Cond Res 2019), τ = 0.768 s for fast NFL Combine athletes: 36.576 m ÷ 4.4 s = 8.313 m/s (18.6 mph); vmax = 36.576 ÷ (4.4 − 0.768 × (1 − e^(−4.4/0.768))) = 36.576 ÷ 3.6345 = 10.064 m/s',
    },
    {
      inputs: { distance: { value: 100, unit: 'm' }, time: 9.58 },
      expect: { averageSpeed: { value: 37.58, unit: 'kph' } },
      tolerance: 0.002,
      source:
        'World Athletics: Usain Bolt’s 100 m world record of 9.58 s (Berlin, 2009) averages 10.44 m/s, 37.58 km/h',
    },
    {
      inputs: { distance: 40, time: 5, tau: 0.77 },
      expect: { averageSpeed: { value: 16.364, unit: 'mph' }, topSpeed: 8.644 },
      tolerance: 0.001,
      source:
        'By hand (Clark et al. 2019 model, τ = 0.77 s): 40 yd ÷ 5.0 s = 7.315 m/s (16.36 mph); vmax = 36.576 ÷ (5.0 − 0.77 × (1 − e^(−6.494))) = 36.576 ÷ 4.2312 = 8.644 m/s',
    },
  ],
});
