import { isTime } from '../../parse/dates.ts';
import type { TimeInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** A time of day, 'HH:MM' (24-hour). */
export const timeKind: KindModule<TimeInputSpec> = {
  parse: (raw) => (isTime(raw) ? parsed(raw) : broken('invalid', MESSAGES.timeFormat)),
  defaultText: (spec) => spec.default,
};
