import type { PercentInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

export const percentDescription: KindDescription<PercentInputSpec> = {
  describe: (_spec, text) => `${text}%`,
  unitSymbol: () => '%',
};
