import { isIsoDate, resolveRelativeDate } from '../../parse/dates.ts';
import type { DateInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** A calendar date, 'YYYY-MM-DD'; the default may be relative to today ('today+30'). */
export const dateKind: KindModule<DateInputSpec> = {
  parse(raw, spec) {
    if (spec.optional && raw.trim() === '') return parsed('');
    if (!isIsoDate(raw)) return broken('invalid', MESSAGES.realDate);
    if (spec.min && raw < spec.min) return broken('min', MESSAGES.dateOnOrAfter(spec.min));
    if (spec.max && raw > spec.max) return broken('max', MESSAGES.dateOnOrBefore(spec.max));
    return parsed(raw);
  },
  defaultText: (spec, context) => resolveRelativeDate(spec.default, context.today),
};
