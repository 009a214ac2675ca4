import type { ComponentType } from 'react';
import { BooleanField } from './boolean/BooleanField.tsx';
import { RadioField } from './choice/RadioField.tsx';
import { SelectField } from './choice/SelectField.tsx';
import { DateField } from './date/DateField.tsx';
import { DateTimeField } from './datetime/DateTimeField.tsx';
import { DurationField } from './duration/DurationField.tsx';
import type { FieldProps } from './field-parts.tsx';
import { FractionField } from './fraction/FractionField.tsx';
import { IntegerField } from './integer/IntegerField.tsx';
import type { InputKind, SpecOf } from './kind.ts';
import { MoneyField } from './money/MoneyField.tsx';
import { NumberListField } from './number-list/NumberListField.tsx';
import { NumberField } from './number/NumberField.tsx';
import { PercentField } from './percent/PercentField.tsx';
import { TextField } from './text/TextField.tsx';
import { TimeField } from './time/TimeField.tsx';
// Time zone and place fields load only on pages that show one (see lazy-parts.tsx).
import { LocationField, TimeZoneField } from '../ui/lazy-parts.tsx';

/**
 * How each input kind is drawn. Kept apart from the kinds' parsing (`registry.ts`) so the build
 * and the calculators' chunks never load React components; a kind missing here does not compile.
 */
export const FIELDS: { readonly [K in InputKind]: ComponentType<FieldProps<SpecOf<K>>> } = {
  number: NumberField,
  integer: IntegerField,
  money: MoneyField,
  percent: PercentField,
  select: SelectField,
  radio: RadioField,
  boolean: BooleanField,
  date: DateField,
  time: TimeField,
  datetime: DateTimeField,
  duration: DurationField,
  timezone: TimeZoneField,
  location: LocationField,
  numberList: NumberListField,
  fraction: FractionField,
  text: TextField,
};
