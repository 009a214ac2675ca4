import { parseNumberList } from '../../parse/number.ts';
import type { NumberListInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** Numbers separated by commas, spaces or lines. */
export const numberListKind: KindModule<NumberListInputSpec> = {
  parse(raw, spec) {
    const read = parseNumberList(raw);
    if (!read.ok) return broken('invalid', read.message);
    const count = read.values.length;
    if (spec.minCount !== undefined && count < spec.minCount) {
      return broken('minCount', MESSAGES.listAtLeast(spec.minCount));
    }
    if (spec.maxCount !== undefined && count > spec.maxCount) {
      return broken('maxCount', MESSAGES.listAtMost(spec.maxCount));
    }
    if (read.values.some((value) => !Number.isFinite(value))) return broken('invalid', MESSAGES.listItemTooLarge);
    return parsed(read.values, `${count} number${count === 1 ? '' : 's'}`);
  },
  defaultText: (spec) => spec.default.join(', '),
};
