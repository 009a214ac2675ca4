import { defineCalculator, integer, out } from '../../engine/index.ts';
import { addDaysToDate } from '../shared/calendar/utc-dates.ts';
import { cycleDates } from '../shared/body/menstrual-cycle.ts';
import { cycleLengthInput, lastPeriodInput } from '../shared/presets/menstrual-cycle-fields.ts';

const PERIODS_SHOWN = 6;

/** The last day of a period that starts on `start` and lasts `length` days (the first day counts). */
const periodEnd = (start: string, length: number) => addDaysToDate(start, length - 1);

export default defineCalculator({
  inputs: {
    lastPeriod: lastPeriodInput('today-7'),
    cycleLength: cycleLengthInput(),
    periodLength: integer({
      label: 'How long your period lasts',
      default: 5,
      min: 1,
      max: 10,
      suffix: 'days',
    }),
  },
  outputs: {
    nextPeriod: out.date({ label: 'Next period starts', primary: true }),
    nextPeriodEnd: out.date({ label: 'Next period ends (about)' }),
    fertileStart: out.date({ label: 'Fertile window this cycle opens' }),
    fertileEnd: out.date({ label: 'Fertile window this cycle closes' }),
    ovulation: out.date({ label: 'Estimated ovulation this cycle' }),
    periods: out.table({
      label: 'Your next six periods',
      columns: [
        { key: 'period', label: 'Period', kind: 'text' },
        { key: 'start', label: 'Starts', kind: 'date' },
        { key: 'end', label: 'Ends (about)', kind: 'date' },
        { key: 'fertileStart', label: 'Fertile window before it, from', kind: 'date' },
        { key: 'fertileEnd', label: 'to', kind: 'date' },
      ],
    }),
  },
  compute: ({ lastPeriod, cycleLength, periodLength }) => {
    const current = cycleDates(lastPeriod, cycleLength);
    return {
      nextPeriod: current.nextPeriod,
      nextPeriodEnd: periodEnd(current.nextPeriod, periodLength),
      fertileStart: current.fertileStart,
      fertileEnd: current.fertileEnd,
      ovulation: current.ovulation,
      // Each period closes the cycle before it, so its fertile window belongs to that cycle.
      periods: Array.from({ length: PERIODS_SHOWN }, (_, index) => {
        const before = cycleDates(lastPeriod, cycleLength, index);
        return {
          period: `Period ${index + 1}`,
          start: before.nextPeriod,
          end: periodEnd(before.nextPeriod, periodLength),
          fertileStart: before.fertileStart,
          fertileEnd: before.fertileEnd,
        };
      }),
    };
  },
});
