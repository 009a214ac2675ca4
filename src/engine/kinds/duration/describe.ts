import type { DurationInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

/** "5 years": the unit key, made plural. */
export const durationDescription: KindDescription<DurationInputSpec> = {
  describe: (_spec, text, { unit }) => `${text} ${unit ?? ''}s`,
};
