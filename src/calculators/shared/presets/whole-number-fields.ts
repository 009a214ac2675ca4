import { text, type FieldError } from '../../../engine/index.ts';
import { readIntegerList, type IntegerLimits } from '../arithmetic/integer-text.ts';

/*
 * Whole-number fields of the number theory calculators. They are text fields read with BigInt
 * (shared/arithmetic/integer-text.ts) so that every digit beyond 2^53 counts.
 */

/** Factoring stays well under a second up to 20 digits (Pollard's rho on two 10-digit primes). */
export const FACTORABLE: IntegerLimits = { min: 1n, max: 10n ** 20n - 1n };

/** Each number of a list is factored too; 18 digits keeps a list of 20 quick. */
const FACTORABLE_IN_LISTS: IntegerLimits = { min: 1n, max: 10n ** 18n - 1n };
const LIST_COUNT = { min: 2, max: 20 };

/** One whole number; `signed` offers the full keyboard so a minus sign can be typed on a phone. */
export const wholeNumberField = (label: string, defaultValue: string, help: string, signed = false) =>
  text({ label, help, default: defaultValue, maxLength: 200, inputMode: signed ? 'text' : 'numeric' });

/** A list of 2 to 20 whole numbers that can each be factored (the GCF and LCM calculators). */
export const factorableListField = (defaultValue: string) =>
  text({
    label: 'Numbers',
    help: 'Two to 20 whole numbers from 1 to 18 digits, separated by commas or spaces.',
    default: defaultValue,
    maxLength: 600,
  });

const readFactorableList = (raw: string) => readIntegerList(raw, FACTORABLE_IN_LISTS, LIST_COUNT);

/** The message for a list `factorableListField` cannot take, for a calculator's `validate`. */
export function factorableListErrors(field: string, raw: string): FieldError[] {
  const read = readFactorableList(raw);
  return read.ok ? [] : [{ field, message: read.message }];
}

/** The numbers of a list that `validate` has accepted. */
export function factorableList(raw: string): bigint[] {
  const read = readFactorableList(raw);
  if (!read.ok) throw new Error(read.message);
  return read.values;
}
