import { isDateTime, isTime } from '../../parse/dates.ts';
import type { DateTimeInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** '29 February' of a leap year in the Julian calendar that the Gregorian calendar skips (1000, 1300 …), before 1582. */
function isJulianOnlyLeapDay(raw: string): boolean {
  const match = /^(\d{4})-02-29T/.exec(raw);
  const year = Number(match?.[1]);
  return match !== null && year < 1582 && year % 4 === 0 && isTime(raw.slice(11));
}

/** A local date and time, 'YYYY-MM-DDTHH:MM[:SS]'; the default 'now' is the moment the form opens. */
export const dateTimeKind: KindModule<DateTimeInputSpec> = {
  parse: (raw, spec) =>
    isDateTime(raw) || (spec.julianBeforeReform === true && isJulianOnlyLeapDay(raw))
      ? parsed(raw)
      : broken('invalid', MESSAGES.dateAndTime),
  defaultText: (spec, context) => (spec.default === 'now' ? context.now : spec.default),
};
