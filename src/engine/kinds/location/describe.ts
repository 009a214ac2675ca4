import type { LocationInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';

/** A city is shown by its name; typed coordinates as typed. */
export const locationDescription: KindDescription<LocationInputSpec> = {
  describe: (_spec, text, { context }) => context.cities.get(text)?.name ?? text,
};
