import { formatPlain } from '../../format/plain.ts';
import { parseNumber } from '../../parse/number.ts';
import type { IntegerInputSpec } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { checkBounds, describeBound } from '../bounds.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** A count: a number without a fractional part. */
export const integerKind: KindModule<IntegerInputSpec> = {
  parse(raw, spec) {
    const read = parseNumber(raw);
    if (!read.ok) return broken('invalid', read.message);
    if (!Number.isInteger(read.value)) return broken('whole', MESSAGES.wholeNumber);
    const problem = checkBounds(read.value, spec, (bound) => describeBound(bound, undefined, spec.suffix));
    return problem ?? parsed(read.value, read.understood);
  },
  defaultText: (spec) => formatPlain(spec.default),
};
