import { defineCalculator, out, time } from '../../engine/index.ts';
import { sleepCycleFields } from '../shared/presets/sleep-cycle-fields.ts';
import { clockFace, clockMinutes } from '../shared/clock/minute-clock-face.ts';

/** Complete cycles the planner offers: 4 (about 6 h) to 6 (about 9 h) with 90-minute cycles. */
const CYCLE_CHOICES = [6, 5, 4] as const;

/** Adults 18–64: 7 to 9 hours (National Sleep Foundation, Hirshkowitz et al. 2015). */
const ADULT_MIN_HOURS = 7;
const ADULT_MAX_HOURS = 9;

function adultNote(sleepMinutes: number): string {
  if (sleepMinutes < ADULT_MIN_HOURS * 60) return 'Less than the 7 hours adults need';
  if (sleepMinutes > ADULT_MAX_HOURS * 60) return 'More than 9 hours';
  return 'Within the 7–9 hours adults need';
}

export default defineCalculator({
  inputs: {
    wakeTime: time({ label: 'Wake-up time', default: '07:00' }),
    ...sleepCycleFields(),
  },
  outputs: {
    bedtimeFive: out.text({ label: 'Go to bed at (5 complete cycles)', primary: true }),
    bedtimeSix: out.text({ label: 'Go to bed at (6 complete cycles)' }),
    bedtimeFour: out.text({ label: 'Go to bed at (4 complete cycles)' }),
    sleepFive: out.duration({ label: 'Sleep you get with 5 cycles', smallest: 'minute' }),
    options: out.table({
      label: 'Bedtimes for 4 to 6 complete cycles',
      columns: [
        { key: 'cycles', label: 'Complete cycles', kind: 'integer' },
        { key: 'bedtime', label: 'Go to bed at', kind: 'text' },
        { key: 'asleep', label: 'Asleep by', kind: 'text' },
        { key: 'hours', label: 'Hours of sleep', kind: 'number' },
        { key: 'note', label: 'For adults', kind: 'text' },
      ],
    }),
  },
  compute: ({ wakeTime, fallAsleep, cycleLength }) => {
    const wake = clockMinutes(wakeTime);
    const plan = CYCLE_CHOICES.map((cycles) => {
      const sleepMinutes = cycles * cycleLength;
      const asleep = wake - sleepMinutes;
      return { cycles, sleepMinutes, asleep, bedtime: asleep - fallAsleep };
    });
    const bedtimeFor = (cycles: number) => clockFace(plan.find((p) => p.cycles === cycles)?.bedtime ?? wake);
    return {
      bedtimeFive: bedtimeFor(5),
      bedtimeSix: bedtimeFor(6),
      bedtimeFour: bedtimeFor(4),
      sleepFive: 5 * cycleLength * 60,
      options: plan.map((p) => ({
        cycles: p.cycles,
        bedtime: clockFace(p.bedtime),
        asleep: clockFace(p.asleep),
        hours: p.sleepMinutes / 60,
        note: adultNote(p.sleepMinutes),
      })),
    };
  },
});
