import { defineCalculator, out } from '../../engine/index.ts';
import { cycleDates } from '../shared/body/menstrual-cycle.ts';
import { cycleLengthInput, lastPeriodInput } from '../shared/presets/menstrual-cycle-fields.ts';

/** This cycle plus the next three. */
const CYCLES_SHOWN = 4;

export default defineCalculator({
  inputs: {
    lastPeriod: lastPeriodInput('today-10'),
    cycleLength: cycleLengthInput(),
  },
  outputs: {
    ovulation: out.date({ label: 'Estimated ovulation day', primary: true }),
    fertileStart: out.date({ label: 'Fertile window opens' }),
    fertileEnd: out.date({ label: 'Fertile window closes' }),
    nextPeriod: out.date({ label: 'Next period expected' }),
    cycles: out.table({
      label: 'Fertile windows for this cycle and the next three',
      columns: [
        { key: 'cycle', label: 'Cycle', kind: 'text' },
        { key: 'periodStart', label: 'Period starts', kind: 'date' },
        { key: 'fertileStart', label: 'Fertile from', kind: 'date' },
        { key: 'fertileEnd', label: 'Fertile until', kind: 'date' },
        { key: 'ovulation', label: 'Ovulation (estimate)', kind: 'date' },
      ],
    }),
  },
  compute: ({ lastPeriod, cycleLength }) => {
    const current = cycleDates(lastPeriod, cycleLength);
    return {
      ovulation: current.ovulation,
      fertileStart: current.fertileStart,
      fertileEnd: current.fertileEnd,
      nextPeriod: current.nextPeriod,
      cycles: Array.from({ length: CYCLES_SHOWN }, (_, index) => {
        const cycle = cycleDates(lastPeriod, cycleLength, index);
        return {
          cycle: index === 0 ? 'This cycle' : `Cycle ${index + 1}`,
          periodStart: cycle.periodStart,
          fertileStart: cycle.fertileStart,
          fertileEnd: cycle.fertileEnd,
          ovulation: cycle.ovulation,
        };
      }),
    };
  },
});
