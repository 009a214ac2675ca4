import type { ComponentType } from 'react';
import { BooleanField } from './boolean/BooleanField.tsx';
import { RadioField } from './choice/RadioField.tsx';
import { SelectField } from './choice/SelectField.tsx';
import type { FieldProps } from './field-parts.tsx';
import { IntegerField } from './integer/IntegerField.tsx';
import type { InputKind, SpecOf } from './kind.ts';
import { MoneyField } from './money/MoneyField.tsx';
import { NumberField } from './number/NumberField.tsx';
import { PercentField } from './percent/PercentField.tsx';

/** Field components by kind, each typed for its own spec. */
export type KindFields = { readonly [K in InputKind]?: ComponentType<FieldProps<SpecOf<K>>> };

/**
 * How each input kind is drawn. Kept apart from the kinds' parsing (`registry.ts`) so the build
 * and the calculators' chunks never load React components. As there, the common kinds are
 * always here and the others join with their loader (./loaders/).
 */
const loaded: { -readonly [K in InputKind]?: ComponentType<FieldProps<SpecOf<K>>> } = {
  number: NumberField,
  integer: IntegerField,
  money: MoneyField,
  percent: PercentField,
  select: SelectField,
  radio: RadioField,
  boolean: BooleanField,
};

export function registerFields(fields: KindFields): void {
  Object.assign(loaded, fields);
}

/** The kinds whose fields are loaded so far. */
export const loadedFields = (): InputKind[] => Object.keys(loaded) as InputKind[];

/** The component that draws a spec's kind. */
export function fieldOf(kind: InputKind): ComponentType<FieldProps> {
  const field = loaded[kind];
  if (!field) throw new Error(`The field of the "${kind}" input kind is not loaded`);
  return field as ComponentType<FieldProps>;
}
