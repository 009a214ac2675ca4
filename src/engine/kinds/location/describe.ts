import type { LocationInputSpec } from '../../types/inputs.ts';
import type { KindDescription } from '../kind.ts';
import { placeOf } from './location.ts';

/** A place is shown by its name; typed coordinates as typed. */
export const locationDescription: KindDescription<LocationInputSpec> = {
  describe: (spec, text, { context }) => placeOf(text, spec, context.cities)?.name ?? text,
};
