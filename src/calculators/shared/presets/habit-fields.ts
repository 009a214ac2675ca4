import { integer, number } from '../../../engine/index.ts';

/* The fields of the lifetime-habit tools: on how many days of the week, and for how many years. */

/** The "days a week" and "for how many years" fields of the lifetime tools. */
export const habitFields = (defaults: { daysPerWeek: number; years: number; yearsLabel?: string }) => ({
  daysPerWeek: integer({ label: 'Days a week', default: defaults.daysPerWeek, min: 1, max: 7, suffix: 'days' }),
  years: number({
    label: defaults.yearsLabel ?? 'For how many years',
    default: defaults.years,
    min: 0,
    max: 100,
    suffix: 'years',
    messages: { max: 'Even the longest life on record was under 123 years: enter up to 100 years of the habit.' },
  }),
});
