import type { FieldError } from '../types/definition.ts';

/*
 * Rules that involve more than one field, for a calculator's `validate`. Each returns the
 * errors to show (none when the rule holds), so several combine with `checkAll`. Dates and
 * times compare as the ISO text the fields give ('2024-05-01' < '2024-06-01'); numbers as
 * numbers. Every message can be replaced by passing one.
 */

type Comparable = number | string;

/** The default wording of each rule. */
export const RULE_MESSAGES = {
  endAfterStart: 'The end must be after the start.',
  endNotBeforeStart: 'The end date is before the start date; swap them or pick a later day.',
  dateAndTime: 'Enter a date and a time.',
  lessThan: (what: string, than: string) => `${what} must be less than ${than}.`,
  notMoreThan: (what: string, than: string) => `${what} cannot be more than ${than}.`,
} as const;

const failIf = (broken: boolean, field: string, message: string): FieldError[] => (broken ? [{ field, message }] : []);

/** The end must come strictly after the start (a working day, a date range that cannot be empty). */
export function endAfterStart(
  field: string,
  start: Comparable,
  end: Comparable,
  message: string = RULE_MESSAGES.endAfterStart,
): FieldError[] {
  return failIf(!(end > start), field, message);
}

/** The end may equal the start but not come before it. */
export function endNotBeforeStart(
  field: string,
  start: Comparable,
  end: Comparable,
  message: string = RULE_MESSAGES.endNotBeforeStart,
): FieldError[] {
  return failIf(end < start, field, message);
}

/**
 * A date and time a calculator reads itself (a wall-clock time in a zone) must be readable:
 * pass whether it was.
 */
export function dateAndTime(
  field: string,
  readable: boolean,
  message: string = RULE_MESSAGES.dateAndTime,
): FieldError[] {
  return failIf(!readable, field, message);
}

/** The two things a part-and-whole rule compares, as its message names them, or a message of its own. */
export type PartNames = { what: string; than: string } | string;

const wording = (names: PartNames, write: (what: string, than: string) => string) =>
  typeof names === 'string' ? names : write(names.what, names.than);

/** A part below its whole: "The down payment must be less than the price." */
export function lessThan(field: string, value: number, limit: number, names: PartNames): FieldError[] {
  return failIf(!(value < limit), field, wording(names, RULE_MESSAGES.lessThan));
}

/** A part that may reach its whole but not exceed it: "The waist cannot be more than the height." */
export function notMoreThan(field: string, value: number, limit: number, names: PartNames): FieldError[] {
  return failIf(value > limit, field, wording(names, RULE_MESSAGES.notMoreThan));
}

/** The errors of several rules, in order; one message per field (the first), as the form shows one. */
export function checkAll(...results: readonly FieldError[][]): FieldError[] {
  const seen = new Set<string>();
  return results.flat().filter((error) => !seen.has(error.field) && seen.add(error.field));
}
