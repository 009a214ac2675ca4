import { isDateTime } from '../../parse/dates.ts';
import type { DateTimeInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** A local date and time, 'YYYY-MM-DDTHH:MM[:SS]'; the default 'now' is the moment the form opens. */
export const dateTimeKind: KindModule<DateTimeInputSpec> = {
  parse: (raw) => (isDateTime(raw) ? parsed(raw) : broken('invalid', MESSAGES.dateAndTime)),
  defaultText: (spec, context) => (spec.default === 'now' ? context.now : spec.default),
};
