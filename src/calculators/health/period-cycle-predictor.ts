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
  examples: [
    {
      inputs: { lastPeriod: '2026-01-01', cycleLength: 28, periodLength: 5 },
      expect: {
        nextPeriod: '2026-01-29',
        nextPeriodEnd: '2026-02-02',
        fertileStart: '2026-01-10',
        fertileEnd: '2026-01-16',
      },
      source:
        'CalcSrc worked example: last period 2026-01-01, 28-day cycle → next period 2026-01-29, fertile 2026-01-10 to 2026-01-16; a 5-day period counted from its first day ends on 2 February',
    },
    {
      inputs: { lastPeriod: '2024-01-30', cycleLength: 30, periodLength: 5 },
      expect: { nextPeriod: '2024-02-29', nextPeriodEnd: '2024-03-04', ovulation: '2024-02-15' },
      source:
        'Leap day: 30 January 2024 + 30 days = 29 February 2024 (2024 is a leap year; timeanddate.com date calculator); ovulation 14 days before that period, on 15 February',
    },
    {
      inputs: { lastPeriod: '2026-03-10', cycleLength: 32, periodLength: 1 },
      expect: { nextPeriod: '2026-04-11', nextPeriodEnd: '2026-04-11', ovulation: '2026-03-28' },
      source:
        'CalcSrc worked example: last period 2026-03-10, 32-day cycle → next period 2026-04-11, ovulation 2026-03-28; a one-day period starts and ends the same day',
    },
    {
      inputs: { lastPeriod: '2025-07-01', cycleLength: 26, periodLength: 5 },
      expect: { nextPeriod: '2025-07-27', fertileStart: '2025-07-08' },
      source:
        'Mayo Clinic, "Rhythm method – What you can expect": cycle length is counted "from the first day of your period to the first day of your next period", and "if your shortest cycle is 26 days long, subtract 18 from 26 — which equals 8 … the eighth day of your cycle is the first fertile day". For cycles that are all 26 days starting 1 July 2025 (day 1), the next period starts on 27 July and the fertile window opens on day 8 = 8 July',
    },
    {
      inputs: { lastPeriod: '2025-09-01', cycleLength: 27, periodLength: 5 },
      expect: { nextPeriod: '2025-09-28', fertileStart: '2025-09-09' },
      source:
        'WHO/Johns Hopkins CCP, Family Planning: A Global Handbook for Providers, Calendar Rhythm Method: "The first day of monthly bleeding is always counted as day 1" (so a 27-day cycle from 1 September 2025 ends on day 27, 27 September, and the next bleeding starts 28 September) and "If the shortest of her last 6 cycles was 27 days, 27 – 18 = 9. She starts avoiding unprotected sex on day 9" = 9 September',
    },
  ],
});
