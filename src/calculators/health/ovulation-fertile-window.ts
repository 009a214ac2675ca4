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
  examples: [
    {
      inputs: { lastPeriod: '2026-01-01', cycleLength: 28 },
      expect: {
        ovulation: '2026-01-15',
        fertileStart: '2026-01-10',
        fertileEnd: '2026-01-16',
        nextPeriod: '2026-01-29',
      },
      source:
        'CalcSrc ovulation calculator worked example (ovulation = LMP + cycle − 14; fertile window −5 to +1 days): last period 2026-01-01, 28-day cycle → ovulation 2026-01-15, fertile 2026-01-10 to 2026-01-16, next period 2026-01-29',
    },
    {
      inputs: { lastPeriod: '2026-03-10', cycleLength: 32 },
      expect: {
        ovulation: '2026-03-28',
        fertileStart: '2026-03-23',
        fertileEnd: '2026-03-29',
        nextPeriod: '2026-04-11',
      },
      source:
        'CalcSrc ovulation calculator worked example: last period 2026-03-10, 32-day cycle → ovulation on cycle day 18, 2026-03-28; fertile 2026-03-23 to 2026-03-29; next period 2026-04-11',
    },
    {
      inputs: { lastPeriod: '2025-04-01', cycleLength: 30 },
      expect: { ovulation: '2025-04-17', fertileStart: '2025-04-12' },
      source:
        'NameyBaby worked example: a 30-day cycle, period on 1 April → ovulation about 14 days before the next period, 1 + 16 = 17 April; fertile window from 12 April',
    },
    {
      inputs: { lastPeriod: '2024-02-01', cycleLength: 30 },
      expect: { ovulation: '2024-02-17', fertileEnd: '2024-02-18', nextPeriod: '2024-03-02' },
      source:
        'Leap-year February: 1 February 2024 + 16 days = 17 February (ovulation 14 days before the next period); + 30 days = 2 March 2024 because February 2024 has 29 days (timeanddate.com date calculator)',
    },
    {
      inputs: { lastPeriod: '2025-07-01', cycleLength: 26 },
      expect: { fertileStart: '2025-07-08', nextPeriod: '2025-07-27' },
      source:
        'Mayo Clinic, "Rhythm method – What you can expect": cycle length is counted "from the first day of your period to the first day of your next period", and "if your shortest cycle is 26 days long, subtract 18 from 26 — which equals 8 … the eighth day of your cycle is the first fertile day". For cycles that are all 26 days, day 1 = 1 July 2025, so the fertile window opens on day 8 = 8 July and the next period starts on 27 July',
    },
    {
      inputs: { lastPeriod: '2025-09-01', cycleLength: 27 },
      expect: { fertileStart: '2025-09-09' },
      source:
        'WHO/Johns Hopkins CCP, Family Planning: A Global Handbook for Providers, Calendar Rhythm Method: "The first day of monthly bleeding is always counted as day 1" and "If the shortest of her last 6 cycles was 27 days, 27 – 18 = 9. She starts avoiding unprotected sex on day 9." For cycles that are all 27 days, day 9 after a period starting 1 September 2025 is 9 September',
    },
  ],
});
