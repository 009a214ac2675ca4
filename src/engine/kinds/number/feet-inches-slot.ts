import type { ComponentType } from 'react';
import type { NumberInputSpec } from '../../types/inputs.ts';
import type { FieldProps } from '../field-parts.tsx';

/*
 * Where the feet-and-inches boxes join the number field: only forms with a length a person
 * measures with a tape show them, so their loader (../loaders/feetInches.ts) puts them here
 * before those pages' islands start, and other pages never download them.
 */
type FeetInchesInputs = ComponentType<{ field: FieldProps<NumberInputSpec> }>;

let loaded: FeetInchesInputs | undefined;

export function registerFeetInchesInputs(component: FeetInchesInputs): void {
  loaded = component;
}

/** The two boxes, once loaded. */
export const feetInchesInputs = (): FeetInchesInputs | undefined => loaded;
