import { formatPlain } from '../../format/plain.ts';
import { parseNumber } from '../../parse/number.ts';
import type { MoneyInputSpec } from '../../types/inputs.ts';
import { checkBounds, describeBound } from '../bounds.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** An amount of money, in the form's currency. */
export const moneyKind: KindModule<MoneyInputSpec> = {
  parse(raw, spec) {
    const read = parseNumber(raw);
    if (!read.ok) return broken('invalid', read.message);
    return checkBounds(read.value, spec, (bound) => describeBound(bound)) ?? parsed(read.value, read.understood);
  },
  defaultText: (spec) => formatPlain(spec.default),
};
