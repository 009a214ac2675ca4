import type { MoneyInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

export const moneyDescription: KindDescription<MoneyInputSpec> = {
  describe: (_spec, text, { currency }) => `${text} ${currency}`,
};
