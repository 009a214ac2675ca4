import { integer, number, type FieldError } from '../../../engine/index.ts';
import { INNINGS_NOTATION_MESSAGE } from '../sports/baseball.ts';

/*
 * The counting-stat fields of the ball-sport calculators (hits, at-bats, goals, saves, points),
 * and the innings-pitched field written as a box score writes it.
 */

/** A season or career count: a whole number from 0 to 100,000. */
export const countField = (label: string, defaultValue: number, help?: string) =>
  integer({ label, default: defaultValue, min: 0, max: 100_000, ...(help === undefined ? {} : { help }) });

/** A count that divides (at-bats, games, shots): at least 1. */
export const divisorCountField = (label: string, defaultValue: number, why: string) =>
  integer({ label, default: defaultValue, min: 1, max: 100_000, messages: { min: why } });

/** Innings pitched as 6.1 / 6.2 (thirds); the calculator's `validate` checks the tenths. */
export const inningsPitchedField = (defaultValue: number) =>
  number({
    label: 'Innings pitched',
    help: 'As in a box score: 6.1 is six innings and one out, 6.2 is six and two outs.',
    default: defaultValue,
    min: 0.1,
    max: 10_000,
    messages: { min: 'Enter at least one out (0.1): a rate per inning needs some innings pitched.' },
  });

/** The message for innings whose tenths are not outs, for a calculator's `validate`. */
export const inningsNotationErrors = (field: string, outs: number | undefined): FieldError[] =>
  outs === undefined ? [{ field, message: INNINGS_NOTATION_MESSAGE }] : [];
