import { date, defineCalculator, integer, out, select } from '../../engine/index.ts';
import { addDaysToDate } from '../shared/calendar/utc-dates.ts';
import {
  dueDateFrom,
  pregnancyDayZero,
  progressOn,
  SECOND_TRIMESTER_DAY,
  THIRD_TRIMESTER_DAY,
} from '../shared/body/pregnancy.ts';

/** Conception is taken as ovulation, 14 days after day 0 (a 28-day cycle's LMP). */
const CONCEPTION_DAY = 14;
/** ACOG Committee Opinion 579: full term is 39 weeks 0 days to 40 weeks 6 days. */
const FULL_TERM_DAY = 39 * 7;

export default defineCalculator({
  inputs: {
    method: select({
      label: 'Calculate from',
      options: [
        { value: 'lmp', label: 'First day of last period (LMP)' },
        { value: 'conception', label: 'Conception date' },
        { value: 'ivf3', label: 'IVF transfer of a 3-day embryo' },
        { value: 'ivf5', label: 'IVF transfer of a 5-day embryo (blastocyst)' },
      ],
      default: 'lmp',
    }),
    date: date({
      label: 'Date of the last period, conception or transfer',
      help: 'The date that matches your choice above.',
      default: 'today-56',
      min: '1900-01-01',
      max: '2199-12-31',
    }),
    cycleLength: integer({
      label: 'Usual cycle length',
      help: 'Days from the start of one period to the start of the next. Used only with the last-period method.',
      default: 28,
      min: 20,
      max: 45,
      suffix: 'days',
    }),
    today: date({
      label: "Today's date",
      help: 'Change it to see how far along the pregnancy will be on another day.',
      default: 'today',
      min: '1900-01-01',
      max: '2199-12-31',
    }),
  },
  outputs: {
    dueDate: out.date({ label: 'Estimated due date', primary: true }),
    gestationalAge: out.text({ label: "How far along on today's date" }),
    trimester: out.text({ label: 'Trimester' }),
    daysToDue: out.integer({ label: 'Days until the due date', suffix: 'days' }),
    conceptionDate: out.date({ label: 'Estimated conception date' }),
    dayZero: out.date({ label: 'Pregnancy weeks are counted from' }),
    secondTrimester: out.date({ label: 'Second trimester starts (14 weeks)' }),
    thirdTrimester: out.date({ label: 'Third trimester starts (28 weeks)' }),
    fullTerm: out.date({ label: 'Full term starts (39 weeks)' }),
  },
  compute: ({ method, date: start, cycleLength, today }) => {
    const dayZero = pregnancyDayZero(method, start, cycleLength);
    const progress = progressOn(dayZero, today);
    return {
      dueDate: dueDateFrom(dayZero),
      gestationalAge: progress.age,
      trimester: progress.trimester,
      daysToDue: progress.daysToDue,
      conceptionDate: addDaysToDate(dayZero, CONCEPTION_DAY),
      dayZero,
      secondTrimester: addDaysToDate(dayZero, SECOND_TRIMESTER_DAY),
      thirdTrimester: addDaysToDate(dayZero, THIRD_TRIMESTER_DAY),
      fullTerm: addDaysToDate(dayZero, FULL_TERM_DAY),
    };
  },
  examples: [
    {
      inputs: { method: 'lmp', date: '2014-01-01', cycleLength: 28 },
      expect: { dueDate: '2014-10-08', conceptionDate: '2014-01-15' },
      source:
        "Naegele's rule as worked on 222health.com: last period 1 January → back 3 months to 1 October, add 7 days → due 8 October; 1 January + 280 days (ACOG CO 700) is 8 October 2014",
    },
    {
      inputs: { method: 'lmp', date: '2025-01-14', cycleLength: 28, today: '2025-06-15' },
      expect: {
        dueDate: '2025-10-21',
        gestationalAge: '21 weeks, 5 days',
        trimester: 'Second trimester',
        daysToDue: 128,
      },
      source:
        'Laura E. Stachel MD (Fisher-Price, "Calculating your due date"): last period 14 January → due 21 October (280 days); 14 January to 15 June 2025 is 152 days = 21 weeks 5 days, 128 days before the due date, in the second trimester (ACOG: 14w0d–27w6d)',
    },
    {
      inputs: { method: 'lmp', date: '2025-01-10', cycleLength: 32 },
      expect: { dueDate: '2025-10-21', conceptionDate: '2025-01-28' },
      source:
        'Cycle-adjusted due date = LMP + 280 days + (cycle length − 28), worked example on calculator7 ("LMP January 10, cycle 32 days, adjustment +4 days, due date LMP + 284 days"): 10 January + 284 days = 21 October 2025',
    },
    {
      inputs: { method: 'lmp', date: '2025-01-14', cycleLength: 35 },
      expect: { dueDate: '2025-10-28' },
      source:
        "Naegele's rule with the cycle-length adjustment (umeshkumar.net: add the difference from a 28-day cycle): 14 January → 21 October (Fisher-Price example), + (35 − 28) = 28 October 2025",
    },
    {
      inputs: { method: 'ivf5', date: '2025-02-02' },
      expect: { dueDate: '2025-10-21', dayZero: '2025-01-14' },
      source:
        'ACOG Committee Opinion 700: for a day-5 embryo the due date is 261 days after the transfer; 2 February + 261 days = 21 October 2025, i.e. a "theoretical LMP" 19 days before transfer (Barcelona IVF)',
    },
    {
      inputs: { method: 'ivf3', date: '2025-01-31' },
      expect: { dueDate: '2025-10-21', dayZero: '2025-01-14' },
      source:
        'ACOG Committee Opinion 700: for a day-3 embryo the due date is 263 days after the transfer; 31 January + 263 days = 21 October 2025 (theoretical LMP 17 days before transfer, Barcelona IVF)',
    },
    {
      inputs: { method: 'conception', date: '2025-01-28' },
      expect: { dueDate: '2025-10-21', dayZero: '2025-01-14' },
      source: 'ACOG: a due date is 266 days (38 weeks) after conception; 28 January + 266 days = 21 October 2025',
    },
    {
      inputs: { method: 'lmp', date: '2023-05-25', cycleLength: 28 },
      expect: { dueDate: '2024-02-29' },
      source:
        'ACOG CO 700, 280 days from the last period, across a leap year: 25 May 2023 + 280 days = 29 February 2024 (timeanddate.com date calculator)',
    },
  ],
});
