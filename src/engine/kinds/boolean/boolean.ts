import type { BooleanInputSpec } from '../../types/inputs.ts';
import { parsed, type KindModule } from '../kind.ts';

/** A check box: the text is 'true' or 'false'. */
export const booleanKind: KindModule<BooleanInputSpec> = {
  parse: (raw) => parsed(raw === 'true'),
  defaultText: (spec) => (spec.default ? 'true' : 'false'),
};
