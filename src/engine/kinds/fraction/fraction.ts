import type { FractionInputSpec } from '../../types/inputs.ts';
import { broken, parsed, type KindModule } from '../kind.ts';
import { parseFraction } from './parse-fraction.ts';

/** An exact fraction as typed ("3/4", "1 1/2", "-2"); compute receives it in lowest terms. */
export const fractionKind: KindModule<FractionInputSpec> = {
  parse(raw) {
    const read = parseFraction(raw);
    return 'message' in read ? broken('invalid', read.message) : parsed(read);
  },
  defaultText: (spec) => spec.default,
};
