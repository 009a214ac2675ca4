import { tz } from '@date-fns/tz';
// Per-function entry points: the package root pulls in every date-fns module.
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import { parseISO } from 'date-fns/parseISO';
import { date, defineCalculator, number, out, radio, type FieldError } from '../../engine/index.ts';
import { sexInput, weightInput } from '../shared/presets/body-fields.ts';
import type { Sex } from '../shared/body/anthropometry.ts';
import { CALORIE_FLOOR, KCAL_PER_KG, sexPlural } from '../shared/body/energy.ts';

/* Dates are counted in UTC, where every day has 24 hours, so a daylight-saving change cannot shift them. */
const utc = tz('UTC');

/** NIH NHLBI and CDC: a loss of 1–2 lb (about 0.5–1 kg) a week is the usual safe pace. */
const SAFE_KG_PER_WEEK = 1;

function safetyNote(sex: Sex, intake: number, kgPerWeek: number): string {
  const floor = CALORIE_FLOOR[sex];
  const notes: string[] = [];
  if (intake <= 0) {
    notes.push('This deficit is larger than your maintenance calories, which is not possible by diet alone.');
  } else if (intake < floor) {
    notes.push(
      `Eating ${Math.round(intake).toLocaleString('en-US')} kcal a day is below ${floor.toLocaleString('en-US')} kcal, the lowest intake advised for ${sexPlural(sex)} without a doctor's or dietitian's supervision.`,
    );
  }
  if (kgPerWeek > SAFE_KG_PER_WEEK) {
    notes.push('Losing more than 1 kg (about 2 lb) a week is faster than the 0.5–1 kg a week that NIH and CDC advise.');
  }
  if (notes.length === 0) {
    return `Within the usual safe limits: at most 1 kg (about 2 lb) a week, and at or above ${floor.toLocaleString('en-US')} kcal a day for ${sexPlural(sex)}.`;
  }
  return `${notes.join(' ')} Choose a later date or a smaller deficit, or get professional advice.`;
}

export default defineCalculator({
  inputs: {
    current: weightInput(90, 'Current weight'),
    goal: weightInput(80, 'Goal weight'),
    mode: radio({
      label: 'What do you want to find?',
      options: [
        { value: 'date', label: 'The daily deficit needed by a target date' },
        { value: 'deficit', label: 'The date I reach my goal at a given deficit' },
      ],
      default: 'date',
    }),
    start: date({ label: 'Start date', default: 'today', min: '1900-01-01', max: '2200-12-31' }),
    target: date({
      label: 'Target date',
      help: 'Used when finding the daily deficit.',
      default: 'today+140',
      min: '1900-01-01',
      max: '2200-12-31',
    }),
    deficit: number({
      label: 'Daily calorie deficit',
      help: 'Used when finding the date; 500 kcal a day is a common choice.',
      default: 500,
      min: 50,
      max: 3000,
      suffix: 'kcal/day',
    }),
    maintenance: number({
      label: 'Maintenance calories (TDEE)',
      help: 'What you burn in a day; the TDEE calculator can estimate it.',
      default: 2400,
      min: 1000,
      max: 6000,
      suffix: 'kcal/day',
    }),
    sex: sexInput(),
  },
  validate: ({ current, goal, mode, start, target, deficit, maintenance }) => {
    const errors: FieldError[] = [];
    if (goal >= current) {
      errors.push({
        field: 'goal',
        message: 'Enter a goal weight below your current weight; for gaining weight use the calorie calculator.',
      });
    }
    if (mode === 'date' && target <= start) {
      errors.push({ field: 'target', message: 'Pick a target date after the start date.' });
    }
    if (mode === 'deficit' && deficit >= maintenance) {
      errors.push({ field: 'deficit', message: 'The deficit must be smaller than your maintenance calories.' });
    }
    return errors;
  },
  outputs: {
    dailyDeficit: out.number({ label: 'Daily calorie deficit', primary: true, suffix: 'kcal/day', decimals: 0 }),
    goalDate: out.date({ label: 'Goal weight reached on' }),
    days: out.integer({ label: 'Days to your goal', suffix: 'days' }),
    intake: out.number({ label: 'Daily intake at this deficit', suffix: 'kcal/day', decimals: 0 }),
    safety: out.text({ label: 'Safety check' }),
    weeklyLoss: out.number({
      label: 'Average loss a week',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 2,
    }),
    toLose: out.number({
      label: 'Weight to lose',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb', 'st'],
      decimals: 1,
    }),
    share: out.percent({ label: 'Share of your current weight', decimals: 1 }),
  },
  compute: ({ current, goal, mode, start, target, deficit, maintenance, sex }) => {
    const toLose = current - goal;
    const energy = toLose * KCAL_PER_KG;
    const first = parseISO(start, { in: utc });
    const days =
      mode === 'date' ? differenceInCalendarDays(parseISO(target, { in: utc }), first) : Math.ceil(energy / deficit);
    const dailyDeficit = mode === 'date' ? energy / days : deficit;
    const intake = maintenance - dailyDeficit;
    const weeklyLoss = (dailyDeficit * 7) / KCAL_PER_KG;
    return {
      dailyDeficit,
      goalDate: formatISO(addDays(first, days, { in: utc }), { representation: 'date' }),
      days,
      intake,
      safety: safetyNote(sex, intake, weeklyLoss),
      weeklyLoss,
      toLose,
      share: (toLose / current) * 100,
    };
  },
});
