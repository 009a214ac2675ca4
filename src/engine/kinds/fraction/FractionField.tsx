import type { ReactNode } from 'react';
import type { FractionInputSpec } from '../../types/inputs.ts';
import { LabelledField, TextInput, type FieldProps } from '../field-parts.tsx';

/** A text box for "3/4" or "1 1/2". */
export function FractionField(field: FieldProps<FractionInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <TextInput field={field} inputMode="text" />
    </LabelledField>
  );
}
