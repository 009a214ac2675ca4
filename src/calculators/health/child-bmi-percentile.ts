import { date, defineCalculator, number, out } from '../../engine/index.ts';
import { bodyMassOutput, bodyWeightField, CHILD_SEX_OPTIONS, sexInput } from '../shared/presets/body-fields.ts';
import { bodyMassIndex } from '../shared/body/anthropometry.ts';
import { bmiForAge, CHILD_MAX_MONTHS, CHILD_MIN_MONTHS } from '../shared/body/bmi-for-age.ts';
// Per-function entry point: the package root pulls in every date-fns module.
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';

/** CDC's month length for ages from dates (365.25 days ÷ 12). */
const DAYS_PER_MONTH = 30.4375;

/** A YYYY-MM-DD date as a calendar date (the engine has already checked its form). */
function calendarDay(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const ageInMonths = (born: string, measured: string) =>
  differenceInCalendarDays(calendarDay(measured), calendarDay(born)) / DAYS_PER_MONTH;

/** The percentile is shown to one decimal; the weight status is judged on that figure. */
const PERCENTILE_SHOWN = { decimals: 1 } as const;

export default defineCalculator({
  inputs: {
    sex: sexInput('female', CHILD_SEX_OPTIONS),
    born: date({ label: 'Date of birth', default: 'today-3287', min: '1990-01-01', max: '2200-12-31' }),
    measured: date({
      label: 'Date measured',
      help: 'The day the height and weight were taken.',
      default: 'today',
      min: '1990-01-01',
      max: '2200-12-31',
    }),
    height: number({
      label: 'Height',
      help: 'You can type 4 ft 5 in or 135 cm.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'ft',
      units: ['cm', 'm', 'in', 'ft'],
      default: 133,
      min: 60,
      max: 220,
    }),
    weight: bodyWeightField({ default: 29, min: 8, max: 250 }),
  },
  outputs: {
    percentile: out.number({ label: 'BMI-for-age percentile', primary: true, ...PERCENTILE_SHOWN }),
    category: out.text({ label: 'Weight status (CDC)', primary: true }),
    bmi: out.number({ label: 'Body mass index (BMI)', decimals: 1, suffix: 'kg/m²' }),
    age: out.text({ label: 'Age used' }),
    zScore: out.number({ label: 'BMI-for-age z-score', decimals: 2 }),
    healthyMin: bodyMassOutput('Healthy weight at this height from (5th percentile)'),
    healthyMax: bodyMassOutput('Healthy weight up to (below the 85th percentile)'),
    p95: out.number({ label: 'BMI at the 95th percentile for this age', decimals: 1, suffix: 'kg/m²' }),
    percentOfP95: out.percent({ label: 'BMI as a share of the 95th percentile', decimals: 0 }),
  },
  validate: ({ born, measured }) => {
    const months = ageInMonths(born, measured);
    if (months < 0) return [{ field: 'measured', message: 'The measurement date must be after the date of birth.' }];
    if (months < CHILD_MIN_MONTHS)
      return [{ field: 'born', message: 'The CDC BMI-for-age charts start at 2 years; the child is younger.' }];
    if (months >= CHILD_MAX_MONTHS + 1)
      return [{ field: 'born', message: 'The charts end before age 20; from 20 use the adult BMI calculator.' }];
    return [];
  },
  compute: ({ sex, born, measured, height, weight }) => {
    const months = ageInMonths(born, measured);
    const bmi = bodyMassIndex(weight, height);
    const result = bmiForAge(sex, months, bmi, PERCENTILE_SHOWN);
    const wholeMonths = Math.floor(months);
    const years = Math.floor(wholeMonths / 12);
    return {
      percentile: result.percentile,
      category: result.category,
      bmi,
      age: `${String(years)} years ${String(wholeMonths - years * 12)} months`,
      zScore: result.zScore,
      healthyMin: result.p5 * height * height,
      healthyMax: result.p85 * height * height,
      p95: result.p95,
      percentOfP95: result.percentOfP95,
    };
  },
});
