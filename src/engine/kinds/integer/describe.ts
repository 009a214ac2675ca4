import type { IntegerInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

export const integerDescription: KindDescription<IntegerInputSpec> = {
  describe: (spec, text) => (spec.suffix ? `${text} ${spec.suffix}` : text),
};
