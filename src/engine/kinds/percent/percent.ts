import { formatPlain } from '../../format/plain.ts';
import { parseNumber } from '../../parse/number.ts';
import type { PercentInputSpec } from '../../types/inputs.ts';
import { checkBounds, describeBound } from '../bounds.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** A percentage, typed and computed in percent (6.5 means 6.5 %). */
export const percentKind: KindModule<PercentInputSpec> = {
  parse(raw, spec) {
    const read = parseNumber(raw);
    if (!read.ok) return broken('invalid', read.message);
    return checkBounds(read.value, spec, (bound) => `${describeBound(bound)}%`) ?? parsed(read.value, read.understood);
  },
  defaultText: (spec) => formatPlain(spec.default),
};
