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
});
