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
});
