import type { FieldError } from '../../../engine/index.ts';
import { integerText } from './numerals.ts';

/*
 * Whole numbers typed into text fields and read as BigInt. The engine's number kinds read a
 * JavaScript number, which is exact only up to 2^53 and silently rounds beyond it
 * (9,007,199,254,740,993 would become …992); number theory needs every digit, so these fields
 * keep the text and read it here.
 */

export type IntegerRead = { ok: true; value: bigint } | { ok: false; message: string };

export interface IntegerLimits {
  /** Smallest value allowed (inclusive). */
  min: bigint;
  /** Largest value allowed (inclusive). */
  max: bigint;
}

/** Spaces, commas, underscores and thin spaces people put between groups of three digits. */
const GROUPING = /[\s,_\u2009\u202f]/g;
const WHOLE = /^[+\-−]?\d+$/;
const DECIMAL = /^[+\-−]?\d*\.\d+$/;

const limitMessage = (limits: IntegerLimits) =>
  `Enter a whole number from ${integerText(limits.min)} to ${integerText(limits.max)}.`;

/** Reads "1,234,567", "−42" or "9007199254740993" exactly, within the limits. */
export function readInteger(raw: string, limits: IntegerLimits): IntegerRead {
  const text = raw.trim().replace(GROUPING, '');
  if (text === '') return { ok: false, message: 'Enter a whole number.' };
  if (DECIMAL.test(text)) {
    return { ok: false, message: `“${raw.trim().slice(0, 30)}” has a decimal part. Enter a whole number.` };
  }
  if (!WHOLE.test(text)) {
    return { ok: false, message: `“${raw.trim().slice(0, 30)}” is not a whole number. Use digits only, like 360.` };
  }
  const value = BigInt(text.replace('−', '-'));
  if (value < limits.min || value > limits.max) return { ok: false, message: limitMessage(limits) };
  return { ok: true, value };
}

/**
 * Reads a list of whole numbers separated by commas, semicolons, spaces or new lines (in a list
 * a comma always separates, so no thousands separators here).
 */
export function readIntegerList(
  raw: string,
  limits: IntegerLimits,
  count: { min: number; max: number },
): { ok: true; values: bigint[] } | { ok: false; message: string } {
  const parts = raw.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length < count.min) return { ok: false, message: `Enter at least ${count.min} whole numbers.` };
  if (parts.length > count.max) return { ok: false, message: `Enter at most ${count.max} whole numbers.` };
  const values: bigint[] = [];
  for (const part of parts) {
    const read = readInteger(part, limits);
    if (!read.ok) return read;
    values.push(read.value);
  }
  return { ok: true, values };
}

/** The field message for an entry `readInteger` refuses, for a calculator's `validate`. */
export function integerFieldErrors(field: string, raw: string, limits: IntegerLimits): FieldError[] {
  const read = readInteger(raw, limits);
  return read.ok ? [] : [{ field, message: read.message }];
}

/** The value of an entry that `validate` has already accepted. */
export function acceptedInteger(raw: string, limits: IntegerLimits): bigint {
  const read = readInteger(raw, limits);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}
