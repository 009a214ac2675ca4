import { date, defineCalculator, out, radio } from '../../engine/index.ts';
import { addDaysToDate, daysBetween } from '../shared/calendar/utc-dates.ts';
import {
  dueDateFrom,
  POST_TERM_DAY,
  PREGNANCY_DAYS,
  progressOn,
  SECOND_TRIMESTER_DAY,
  shortGestation,
  THIRD_TRIMESTER_DAY,
} from '../shared/body/pregnancy.ts';

const week = (weeks: number, days = 0) => weeks * 7 + days;

/**
 * Milestones by gestational age (first day, last day). Trimesters per ACOG; term categories per
 * ACOG Committee Opinion 579; routine checks per ACOG: anatomy ultrasound at 18–22 weeks
 * (FAQ "Ultrasound Exams"), gestational diabetes screening at 24–28 weeks (Practice Bulletin
 * 190), Tdap at 27–36 weeks (CO 718) and group B strep screening at 36w0d–37w6d (CO 797).
 */
const MILESTONES: readonly { name: string; from: number; to?: number }[] = [
  { name: 'First day of the last period: week 1 begins', from: 0 },
  { name: 'Conception (about)', from: week(2) },
  { name: 'First trimester ends', from: SECOND_TRIMESTER_DAY - 1 },
  { name: 'Second trimester begins', from: SECOND_TRIMESTER_DAY },
  { name: 'Anatomy ultrasound (usual window)', from: week(18), to: week(22, 6) },
  { name: 'Glucose screening for gestational diabetes', from: week(24), to: week(28, 6) },
  { name: 'Tdap (whooping cough) vaccine window', from: week(27), to: week(36, 6) },
  { name: 'Third trimester begins', from: THIRD_TRIMESTER_DAY },
  { name: 'Group B strep screening window', from: week(36), to: week(37, 6) },
  { name: 'Early term begins', from: week(37) },
  { name: 'Full term begins', from: week(39) },
  { name: 'Due date', from: PREGNANCY_DAYS },
  { name: 'Late term begins', from: week(41) },
  { name: 'Post-term begins', from: POST_TERM_DAY },
];

function statusOn(today: string, from: string, to: string): string {
  if (daysBetween(today, from) > 0) return 'Ahead';
  if (daysBetween(to, today) > 0) return 'Passed';
  return from === to ? 'Today' : 'Now';
}

function currentWeek(days: number): string {
  if (days < 0) return 'Not started yet';
  if (days > POST_TERM_DAY + 14) return 'Past week 44: check the date';
  return `Week ${Math.floor(days / 7) + 1}`;
}

export default defineCalculator({
  inputs: {
    basis: radio({
      label: 'I know',
      options: [
        { value: 'lmp', label: 'The first day of my last period' },
        { value: 'due', label: 'My due date' },
      ],
      default: 'lmp',
    }),
    date: date({
      label: 'Date of the last period or due date',
      help: 'The date that matches your choice above.',
      default: 'today-100',
      min: '1900-01-01',
      max: '2199-12-31',
    }),
    today: date({
      label: "Today's date",
      help: 'Change it to see any other day of the pregnancy.',
      default: 'today',
      min: '1900-01-01',
      max: '2199-12-31',
    }),
  },
  outputs: {
    gestationalAge: out.text({ label: 'How far along', primary: true }),
    currentWeek: out.text({ label: 'Current week of pregnancy' }),
    trimester: out.text({ label: 'Trimester' }),
    dueDate: out.date({ label: 'Estimated due date' }),
    daysToDue: out.integer({ label: 'Days until the due date', suffix: 'days' }),
    progress: out.percent({ label: 'Share of 40 weeks completed', decimals: 0 }),
    milestones: out.table({
      label: 'Milestones and their dates',
      columns: [
        { key: 'milestone', label: 'Milestone', kind: 'text' },
        { key: 'weeks', label: 'Weeks', kind: 'text' },
        { key: 'from', label: 'From', kind: 'date' },
        { key: 'to', label: 'Until', kind: 'date' },
        { key: 'status', label: 'Status', kind: 'text' },
      ],
      previewRows: 14,
    }),
  },
  compute: ({ basis, date: known, today }) => {
    const dayZero = basis === 'lmp' ? known : addDaysToDate(known, -PREGNANCY_DAYS);
    const progress = progressOn(dayZero, today);
    return {
      gestationalAge: progress.age,
      currentWeek: currentWeek(progress.days),
      trimester: progress.trimester,
      dueDate: dueDateFrom(dayZero),
      daysToDue: progress.daysToDue,
      progress: Math.min(100, Math.max(0, (progress.days / PREGNANCY_DAYS) * 100)),
      milestones: MILESTONES.map(({ name, from, to }) => {
        const start = addDaysToDate(dayZero, from);
        const end = to === undefined ? start : addDaysToDate(dayZero, to);
        return {
          milestone: name,
          weeks: to === undefined ? shortGestation(from) : `${shortGestation(from)} – ${shortGestation(to)}`,
          from: start,
          to: to === undefined ? '' : end,
          status: statusOn(today, start, end),
        };
      }),
    };
  },
});
