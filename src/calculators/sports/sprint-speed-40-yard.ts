import { defineCalculator, number, out } from '../../engine/index.ts';
import { MOTION_UNITS } from '../../engine/units/families/motion.ts';
import { METRES_PER_YARD } from '../shared/sports/pace.ts';
import { COMBINE_TAU, speedAt, timeAt, topSpeedFor } from '../shared/sports/sprint.ts';

const speedUnits = { unitFamily: 'speed', unit: 'mph', units: ['mph', 'kph', 'mps', 'fps'] } as const;
/** Usain Bolt's fastest 20 m stretch of his 9.58 s 100 m was about 12.4 m/s; no sprint averages more. */
const FASTEST_HUMAN_SPEED = 12.5;
const { mph: MPH, kph: KPH } = MOTION_UNITS.speed.units;
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
});
