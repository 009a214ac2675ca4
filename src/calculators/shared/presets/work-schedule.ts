import { number, type FieldError } from '../../../engine/index.ts';

/*
 * The working week behind every conversion between hourly, daily and yearly pay, so the salary
 * and pay-raise calculators count a day the same way.
 */

/** Hours per week, days per week and paid weeks per year, with the usual full-time defaults. */
export function workScheduleFields() {
  return {
    hoursPerWeek: number({ label: 'Hours per week', default: 40, min: 1, max: 168, suffix: 'hours' }),
    daysPerWeek: number({ label: 'Days per week', default: 5, min: 1, max: 7, suffix: 'days' }),
    weeksPerYear: number({
      label: 'Paid weeks per year',
      help: '52 when paid holidays and vacation are part of your pay; fewer if some weeks are unpaid.',
      default: 52,
      min: 1,
      max: 53,
      suffix: 'weeks',
    }),
  };
}

/** A day has at most 24 hours. */
export function workDayProblems(hoursPerWeek: number, daysPerWeek: number): FieldError[] {
  return hoursPerWeek / daysPerWeek > 24
    ? [{ field: 'hoursPerWeek', message: 'A day has 24 hours; use fewer hours or more days per week.' }]
    : [];
}
