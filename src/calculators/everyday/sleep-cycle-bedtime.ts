import { defineCalculator, out, radio, time } from '../../engine/index.ts';
import { sleepCycleFields } from '../shared/presets/sleep-cycle-fields.ts';
import { clockFaceWithDay, clockMinutes } from '../shared/clock/minute-clock-face.ts';
import { adultSleepVerdict, planCycles } from '../shared/wellness/sleep-cycles.ts';

/** Nights offered, longest first: 7 cycles (10 h 30 min) down to 3 (4 h 30 min) of 90 minutes. */
const CYCLE_COUNTS = [7, 6, 5, 4, 3] as const;

export default defineCalculator({
  inputs: {
    anchor: radio({
      label: 'I know',
      options: [
        { value: 'wake', label: 'When I must wake up' },
        { value: 'bed', label: 'When I go to bed' },
      ],
      default: 'wake',
    }),
    at: time({
      label: 'Wake-up time or bedtime',
      help: 'The time you chose above, on the 24-hour clock.',
      default: '07:00',
    }),
    ...sleepCycleFields(),
  },
  outputs: {
    fiveCycles: out.text({ label: 'Best time for 5 complete cycles', primary: true }),
    sixCycles: out.text({ label: 'Time for 6 complete cycles' }),
    fiveCycleSleep: out.duration({ label: 'Sleep in 5 cycles', smallest: 'minute' }),
    plan: out.table({
      label: 'Every option from 3 to 7 cycles',
      columns: [
        { key: 'cycles', label: 'Cycles', kind: 'integer' },
        { key: 'bedtime', label: 'Go to bed', kind: 'text' },
        { key: 'asleep', label: 'Asleep by', kind: 'text' },
        { key: 'wake', label: 'Wake up', kind: 'text' },
        { key: 'hours', label: 'Hours asleep', kind: 'number' },
        { key: 'verdict', label: 'For adults', kind: 'text' },
      ],
    }),
  },
  compute: ({ anchor, at, fallAsleep, cycleLength }) => {
    const night = (cycles: number) => planCycles(anchor, clockMinutes(at), cycles, cycleLength, fallAsleep);
    const nights = CYCLE_COUNTS.map(night);
    const answer = (cycles: number) => {
      const plan = night(cycles);
      return clockFaceWithDay(anchor === 'wake' ? plan.bedtime : plan.wakeAt);
    };
    return {
      fiveCycles: answer(5),
      sixCycles: answer(6),
      fiveCycleSleep: 5 * cycleLength * 60,
      plan: nights.map((night) => ({
        cycles: night.cycles,
        bedtime: clockFaceWithDay(night.bedtime),
        asleep: clockFaceWithDay(night.asleepAt),
        wake: clockFaceWithDay(night.wakeAt),
        hours: night.sleepMinutes / 60,
        verdict: adultSleepVerdict(night.sleepMinutes),
      })),
    };
  },
  examples: [
    {
      inputs: { anchor: 'wake', at: '06:30', fallAsleep: 15, cycleLength: 90 },
      expect: { fiveCycles: '22:45 (day before)', fiveCycleSleep: 27_000 },
      source:
        'Calculator City "Sleep Calculator" worked example: wake at 6:30 AM, 15 minutes to fall asleep, 5 cycles of 90 minutes (450 minutes) → go to bed at 10:45 PM',
    },
    {
      inputs: { anchor: 'wake', at: '07:00', fallAsleep: 14, cycleLength: 90 },
      expect: { sixCycles: '21:46 (day before)', fiveCycles: '23:16 (day before)' },
      source:
        'clevr.tools Sleep Calculator ("based on 14 minutes to fall asleep", 90-minute cycles): for a 7:00 AM wake-up, 9:46 PM (6 cycles) and 11:16 PM (5 cycles)',
    },
    {
      inputs: { anchor: 'bed', at: '22:00', fallAsleep: 14, cycleLength: 90 },
      expect: { fiveCycles: '05:44 (next day)', sixCycles: '07:14 (next day)' },
      source:
        'sleepyti.me method ("it takes the average human fourteen minutes to fall asleep", wake at the end of 90-minute cycles), worked by hand: 22:00 + 14 min + 5 × 90 min = 05:44; + 6 × 90 min = 07:14',
    },
    {
      inputs: { anchor: 'bed', at: '00:30', fallAsleep: 0, cycleLength: 100 },
      expect: { fiveCycles: '08:50', fiveCycleSleep: 30_000 },
      source:
        'Edge case: no time to fall asleep, 100-minute cycles (Sleep Foundation: cycles vary around 90 minutes), worked by hand: 00:30 + 5 × 100 min = 08:50 the same day',
    },
  ],
});
