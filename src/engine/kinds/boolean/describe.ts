import type { BooleanInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

export const booleanDescription: KindDescription<BooleanInputSpec> = {
  describe: (_spec, text) => (text === 'true' ? 'Yes' : 'No'),
};
