import type { SelectInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

/** An option is shown by its label. */
export const choiceDescription: KindDescription<SelectInputSpec> = {
  describe: (spec, text) => spec.options.find((option) => option.value === text)?.label ?? text,
};
